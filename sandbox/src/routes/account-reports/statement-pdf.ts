// A document's PDF, made on request with jsPDF (Node build): the account, the period, the balances and the
// lines. The creation date is the issue date and the file id comes from the account and document, so the
// same document gives the same bytes (and size) on every read.
import { createHash } from 'node:crypto';
import { jsPDF } from 'jspdf';
import type { AccountDocument } from './documents.js';
import type { ReportAccount } from './report-account.js';

const aud = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const longDate = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const day = (date: string) => longDate.format(new Date(`${date}T00:00:00Z`));

export function statementPdf(account: ReportAccount, doc: AccountDocument): Buffer {
  const pdf = new jsPDF({ unit: 'mm', format: 'a4' });
  pdf.setCreationDate(new Date(`${doc.issued_date}T00:00:00Z`));
  pdf.setFileId(createHash('md5').update(`${account.account_id}:${doc.document_id}`).digest('hex'));
  pdf.setProperties({ title: `${doc.title} ${account.account_number}`, author: 'Adviser Online' });

  pdf.setFont('helvetica', 'bold').setFontSize(16).text(doc.title, 20, 24);
  pdf.setFont('helvetica', 'normal').setFontSize(10);
  const facts: Array<[string, string]> = [
    ['Account name', account.account_name],
    ['Account number', account.account_number],
    ['Product', `${account.product_description} (${account.product_code})`],
    ['Period', `${day(doc.period_from)} to ${day(doc.period_to)}`],
    ['Issued', day(doc.issued_date)],
  ];
  let y = 36;
  for (const [label, value] of facts) {
    pdf.text(label, 20, y).text(value, 70, y);
    y += 6;
  }
  y += 6;
  const row = (label: string, amount: number, bold = false) => {
    pdf.setFont('helvetica', bold ? 'bold' : 'normal').text(label, 20, y).text(aud.format(amount), 190, y, { align: 'right' });
    y += 7;
  };
  if (doc.opening_balance !== null) row('Opening balance', doc.opening_balance, true);
  for (const line of doc.lines) row(line.label, line.amount);
  if (doc.closing_balance !== null) row('Closing balance', doc.closing_balance, true);
  pdf.setFont('helvetica', 'normal').setFontSize(8).text('Amounts in Australian dollars. Dates are in Australia/Sydney time.', 20, 280);
  return Buffer.from(pdf.output('arraybuffer'));
}
