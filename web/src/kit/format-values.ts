// Display formats of 002 §9 for tables and account pages: AUD with 2 decimals, days as dd MMM yyyy.
const aud = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export function formatAmount(value: number | null | undefined): string {
  return value == null || !Number.isFinite(value) ? '' : aud.format(value);
}

/** yyyy-MM-dd (or an ISO timestamp's date part) as dd MMM yyyy; anything else comes back as given. */
export function formatDay(value: string | null | undefined): string {
  if (!value) return '';
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!m) return value;
  return `${m[3]} ${MONTHS[Number(m[2]) - 1]} ${m[1]}`;
}
