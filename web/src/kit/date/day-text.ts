// The typed date of every date field (000 §5, 002 §5): dd/MM/yyyy, valid when it has that shape, a month 1-12
// and a day within the month. Fields hold the text as typed; pages turn it into yyyy-MM-dd for the wire here.
// Kept apart from the date input so a form's rules can read dates without loading the calendar.

const TYPED = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** dd/MM/yyyy as yyyy-MM-dd; null when it is not that shape or not a real day. */
export function parseDayText(text: string): string | null {
  const m = TYPED.exec(text.trim());
  if (!m) return null;
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return `${m[3]}-${m[2]}-${m[1]}`;
}

/** yyyy-MM-dd as dd/MM/yyyy; '' for anything else (an empty field). */
export function dayText(iso: string | null | undefined): string {
  const m = iso ? ISO.exec(iso) : null;
  return m ? `${m[3]}/${m[2]}/${m[1]}` : '';
}
