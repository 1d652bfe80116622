// The estimate as a PDF (issue 32 §3). jspdf is imported here and nowhere else in the plugin: the result imports
// this module when the adviser asks for the PDF, so jspdf is not in the page's first load. A4 portrait in points,
// margin 50, the standard Helvetica (every character the estimate prints is in it): the title, the pricing, the
// totals, the breakdown (the table's rows and total) and the note, with 'Page n of N' at the foot of each page.
import { jsPDF } from 'jspdf';
import { t } from '@kit/copy';
import { formatAmount, formatDay } from '@kit/format-values';
import { shortestDecimal } from '@kit/money';
import { sydneyToday } from '@kit/sydney-time';
import type { Estimated, FeeSchedule } from '../components/calculator';
import { estimateRows, pricingText, totalRow } from './estimate-rows';

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;
const MARGIN = 50;
const LINE = 16;
/** Right edges of the number columns; the fee's name wraps within the first. */
const COLUMNS = { fee: MARGIN, feeWidth: 190, basis: 330, rate: 420, monthly: 480, yearly: PAGE_WIDTH - MARGIN } as const;

export const pdfFileName = (result: Estimated) => `fee-estimate-${result.account?.accountNumber ?? 'standard'}.pdf`;

export function estimatePdf(result: Estimated, schedule: FeeSchedule): jsPDF {
  const doc = new jsPDF({ unit: 'pt', format: 'a4' });
  const { estimate } = result;
  let y = MARGIN;
  const ensure = (height: number) => {
    if (y + height > PAGE_HEIGHT - MARGIN) {
      doc.addPage();
      y = MARGIN;
    }
  };
  const paragraph = (text: string, size = 10) => {
    doc.setFontSize(size);
    for (const line of doc.splitTextToSize(text, PAGE_WIDTH - 2 * MARGIN) as string[]) {
      ensure(LINE);
      doc.text(line, MARGIN, y);
      y += LINE;
    }
  };

  doc.setFont('helvetica', 'bold');
  doc.setFontSize(16);
  doc.text(t('feeCalculator.pdf.title'), MARGIN, y);
  y += LINE * 1.5;
  doc.setFont('helvetica', 'normal');
  paragraph(`${pricingText(result, schedule)} ${formatDay(sydneyToday())}`);
  y += LINE / 2;
  for (const [label, value] of [
    [t('feeCalculator.result.yearly'), formatAmount(estimate.yearly)],
    [t('feeCalculator.result.monthly'), formatAmount(estimate.monthly)],
    [t('feeCalculator.result.yearlyRate'), `${shortestDecimal(estimate.yearlyRate)}%`],
    [t('feeCalculator.result.balance'), formatAmount(estimate.balance)],
    [t('feeCalculator.result.cash'), formatAmount(estimate.cash)],
  ] as const) {
    paragraph(`${label}: ${value}`);
  }
  y += LINE / 2;

  const row = (cells: { fee: string; basis: string; rate: string; monthly: string; yearly: string }, bold = false) => {
    doc.setFont('helvetica', bold ? 'bold' : 'normal');
    doc.setFontSize(9);
    const names = doc.splitTextToSize(cells.fee, COLUMNS.feeWidth) as string[];
    ensure(LINE * names.length);
    names.forEach((name, i) => doc.text(name, COLUMNS.fee, y + i * LINE));
    doc.text(cells.basis, COLUMNS.basis, y, { align: 'right' });
    doc.text(cells.rate, COLUMNS.rate, y, { align: 'right' });
    doc.text(cells.monthly, COLUMNS.monthly, y, { align: 'right' });
    doc.text(cells.yearly, COLUMNS.yearly, y, { align: 'right' });
    y += LINE * names.length;
  };
  paragraph(t('feeCalculator.table.caption'), 12);
  row({ fee: t('feeCalculator.col.fee'), basis: t('feeCalculator.col.basis'), rate: t('feeCalculator.col.rate'), monthly: t('feeCalculator.col.monthly'), yearly: t('feeCalculator.col.yearly') }, true);
  for (const r of estimateRows(estimate.lines)) row(r);
  row(totalRow(estimate.monthly, estimate.yearly), true);
  y += LINE / 2;
  doc.setFont('helvetica', 'normal');
  paragraph(t('feeCalculator.result.note'), 8);

  const pages = doc.getNumberOfPages();
  for (let n = 1; n <= pages; n++) {
    doc.setPage(n);
    doc.setFontSize(8);
    doc.text(t('feeCalculator.pdf.page', { n, total: pages }), PAGE_WIDTH / 2, PAGE_HEIGHT - MARGIN / 2, { align: 'center' });
  }
  return doc;
}

export function saveEstimatePdf(result: Estimated, schedule: FeeSchedule): void {
  estimatePdf(result, schedule).save(pdfFileName(result));
}
