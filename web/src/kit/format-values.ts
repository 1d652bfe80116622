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

// Unit counts, unit prices (funds price to 4 decimals) and percentages of the portfolio pages and reports (002 §9),
// each from the gateway's exact decimal text, formatted by its digits; text that is not a decimal shows as nothing.
const units = new Intl.NumberFormat('en-AU', { minimumFractionDigits: 0, maximumFractionDigits: 4 });
const price = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', minimumFractionDigits: 2, maximumFractionDigits: 4 });
const percent = new Intl.NumberFormat('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const exactly = (format: Intl.NumberFormat, value: string) => (isDecimalText(value) ? format.format(value as Intl.StringNumericLiteral) : '');

/** "1,234.5678" units. */
export const formatUnits = (value: string) => exactly(units, value);
/** "$1.2345" a unit, 2 to 4 decimals. */
export const formatPrice = (value: string) => exactly(price, value);
/** "12.35%" of a whole (a holding's weight, a share of the book). */
export const formatPercent = (value: string) => (isDecimalText(value) ? `${exactly(percent, value)}%` : '');

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
