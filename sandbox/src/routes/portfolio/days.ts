// Calendar days as integers (days since 1970-01-01, UTC): cheap to compare, step and index by.
const MS_PER_DAY = 86_400_000;

export const toDay = (iso: string): number => Math.floor(Date.parse(`${iso.slice(0, 10)}T00:00:00Z`) / MS_PER_DAY);
export const toIso = (day: number): string => new Date(day * MS_PER_DAY).toISOString().slice(0, 10);

/** Saturday or Sunday (1970-01-01 was a Thursday). */
export const isWeekend = (day: number): boolean => {
  const weekday = (day + 4) % 7; // 0 Sunday .. 6 Saturday
  return weekday === 0 || weekday === 6;
};

/** The day itself on a weekday, else the Friday before. */
export function businessOnOrBefore(day: number): number {
  let d = day;
  while (isWeekend(d)) d--;
  return d;
}

/** The day itself on a weekday, else the Monday after. */
export function businessOnOrAfter(day: number): number {
  let d = day;
  while (isWeekend(d)) d++;
  return d;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
/** Whether text is a real calendar date yyyy-MM-dd (2026-02-30 is not). */
export const isIsoDay = (text: string): boolean => ISO_DAY.test(text) && !Number.isNaN(toDay(text)) && toIso(toDay(text)) === text;
