// A wrap account's value by day for the Fees tab (issue 31, sandbox/README.md "Figures that agree"): the day-by-day
// series the Portfolio valuation and the value-over-time chart show (history.ts seriesOf), so a month's fees are
// charged on the value those pages give its last day.
import type { ValueDay } from './value-history.js';

/** Cents at the end of each day of a series, by day (yyyy-MM-dd). */
export const valuesByDay = (days: readonly ValueDay[]): Map<string, number> => new Map(days.map((d) => [d.day, d.value]));
