// QIF export (000 §9). QIF describes bank transactions, so each row becomes one record of a !Type:Bank
// list: D the row's date (dd/MM/yyyy), T its amount, P its name, M a memo; ^ ends a record.
import { fixedDecimal } from '../money';

export interface QifRecord {
  /** yyyy-MM-dd */
  date: string | null;
  /** Money text from the gateway, e.g. "-12.50". */
  amount: string | null;
  payee: string;
  memo?: string;
}

export const QIF_HEADER = '!Type:Bank\r\n';

const qifDate = (day: string | null) => {
  const m = day ? /^(\d{4})-(\d{2})-(\d{2})/.exec(day) : null;
  return m ? `${m[3]}/${m[2]}/${m[1]}` : '';
};

// A line break inside a value would start a new QIF field.
const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ');

export function qifRecord(record: QifRecord): string {
  const lines = [`D${qifDate(record.date)}`, `T${fixedDecimal(record.amount ?? '0', 2)}`, `P${oneLine(record.payee)}`];
  if (record.memo) lines.push(`M${oneLine(record.memo)}`);
  lines.push('^');
  return `${lines.join('\r\n')}\r\n`;
}
