// Display formats of 002 §9 for tables and account pages: AUD with 2 decimals, days as dd MMM yyyy.
import { isDecimalText } from './money';

const aud = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * AUD with 2 decimals: "$1,234.50", "-$12.00". Money from the gateway is decimal text, formatted by its digits (Intl
 * reads a numeric string exactly), so no cent moves on the way to the screen; '' for null or text that is not a decimal.
 */
export function formatAmount(value: string | number | null | undefined): string {
  if (typeof value === 'string') return isDecimalText(value) ? aud.format(value as Intl.StringNumericLiteral) : '';
  return value == null || !Number.isFinite(value) ? '' : aud.format(value);
}

// yyyy-MM-dd of an instant in Sydney, the portal's time zone (000 §9, 002 §9).
const sydneyDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' });

/**
 * yyyy-MM-dd as dd MMM yyyy. An ISO timestamp with a time is an instant: its day is the Sydney day, not the
 * UTC one its text starts with (22:00Z on 2 March is 3 March in Sydney). Anything else comes back as given.
 */
export function formatDay(value: string | null | undefined): string {
  if (!value) return '';
  const instant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value) ? new Date(value) : null;
  const day = instant && !Number.isNaN(instant.getTime()) ? sydneyDay.format(instant) : value;
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  if (!m) return value;
  return `${m[3]} ${MONTHS[Number(m[2]) - 1]} ${m[1]}`;
}
