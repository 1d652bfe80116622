// The report as a PDF: the page's table of investments with its day, filter and totals. jspdf is imported here and
// nowhere else in the plugin, and this module only when the adviser asks for the PDF, so it stays out of the page's
// first load. A4 landscape in points, Helvetica (the names and codes are plain ASCII), 9 pt rows, the header row
// repeated on each page and 'Page n of N' at the foot.
import { jsPDF } from 'jspdf';
import { t } from '@kit/copy';

export interface PdfInvestment {
  assetCode: string;
  assetName: string;
  accounts: number;
  units: string;
  price: string;
  value: string;
  share: string;
}

export interface ReportPdf {
  /** 'As at 29 Nov 2026', the filter in words, the totals: lines under the title. */
  lines: readonly string[];
  investments: readonly PdfInvestment[];
  format: { units(v: string): string; price(v: string): string; amount(v: string): string; share(v: string): string };
}

const WIDTH = 842;
const HEIGHT = 595;
const MARGIN = 40;
const ROW = 16;
/** Column left edges (numbers are right-aligned to the next edge). */
const COLUMNS = [MARGIN, 110, 420, 490, 580, 650, 760, WIDTH - MARGIN];

export function reportPdf(report: ReportPdf): Blob {
  const doc = new jsPDF({ unit: 'pt', format: 'a4', orientation: 'landscape' });
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(16);
  doc.text(t('fundsReport.title'), MARGIN, MARGIN + 10);
  doc.setFontSize(9);
  let y = MARGIN + 32;
  for (const line of report.lines) {
    doc.text(line, MARGIN, y);
    y += 13;
  }
  const headers = [
    t('fundsReport.col.assetCode'),
    t('fundsReport.col.investment'),
    t('fundsReport.col.accounts'),
    t('fundsReport.col.units'),
    t('fundsReport.col.price'),
    t('fundsReport.col.value'),
    t('fundsReport.col.share'),
  ];
  const header = () => {
    y += 8;
    doc.setFont('helvetica', 'bold');
    headers.forEach((h, i) => (i < 2 ? doc.text(h, COLUMNS[i]!, y) : doc.text(h, COLUMNS[i + 1]! - 6, y, { align: 'right' })));
    doc.setFont('helvetica', 'normal');
    doc.line(MARGIN, y + 4, WIDTH - MARGIN, y + 4);
    y += ROW;
  };
  header();
  for (const i of report.investments) {
    if (y > HEIGHT - MARGIN - ROW) {
      doc.addPage();
      y = MARGIN;
      header();
    }
    const name = doc.splitTextToSize(i.assetName, COLUMNS[2]! - COLUMNS[1]! - 10)[0] as string;
    const cells = [i.assetCode, name, i.accounts.toLocaleString('en-AU'), report.format.units(i.units), report.format.price(i.price), report.format.amount(i.value), report.format.share(i.share)];
    cells.forEach((c, n) => (n < 2 ? doc.text(c, COLUMNS[n]!, y) : doc.text(c, COLUMNS[n + 1]! - 6, y, { align: 'right' })));
    y += ROW;
  }
  const pages = doc.getNumberOfPages();
  for (let p = 1; p <= pages; p++) {
    doc.setPage(p);
    doc.setFontSize(8);
    doc.text(t('fundsReport.pdf.page', { page: String(p), pages: String(pages) }), WIDTH / 2, HEIGHT - MARGIN / 2, { align: 'center' });
  }
  return doc.output('blob');
}
