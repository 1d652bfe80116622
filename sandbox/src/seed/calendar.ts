// Days as 'yyyy-MM-dd' strings: the seed's reference day, day arithmetic and Australia's national public holidays.

const DAY_MS = 86_400_000;

/** Today in Sydney (the product's time zone), as 'yyyy-MM-dd'. */
export function sydneyToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(now);
}

export function toDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function dayMs(day: string): number {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new Error(`not a yyyy-MM-dd day: ${day}`);
  return Date.parse(`${day}T00:00:00Z`);
}

export function addDays(day: string, days: number): string {
  return toDay(dayMs(day) + days * DAY_MS);
}

export function addMonths(day: string, months: number): string {
  const d = new Date(dayMs(day));
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), lastDay));
  return toDay(target.getTime());
}

/** Days before a reference day, memoised: a million accounts ask for the same few thousand days. */
export class DaysBefore {
  private readonly cache = new Map<number, string>();
  private readonly base: number;

  constructor(readonly reference: string) {
    this.base = dayMs(reference);
  }

  get(daysAgo: number): string {
    let day = this.cache.get(daysAgo);
    if (day === undefined) {
      day = toDay(this.base - daysAgo * DAY_MS);
      this.cache.set(daysAgo, day);
    }
    return day;
  }
}

export interface Holiday {
  date: string;
  name: string;
}

/** Easter Sunday (Meeus/Jones/Butcher Gregorian algorithm). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return toDay(Date.UTC(year, month - 1, day));
}

const weekday = (day: string) => new Date(dayMs(day)).getUTCDay(); // 0 Sunday .. 6 Saturday
const ymd = (year: number, month: number, day: number) => toDay(Date.UTC(year, month - 1, day));

/** The Monday after a weekend day, for holidays that are moved when they fall on one. */
function nextMonday(day: string): string {
  return addDays(day, weekday(day) === 6 ? 2 : 1);
}

/**
 * National public holidays (those every state and territory keeps), with the weekday a weekend
 * holiday is observed on. Anzac Day is kept on the day itself: NSW, whose calendar the product
 * uses (Sydney time), adds no substitute day when it falls on a weekend.
 */
export function nationalHolidays(year: number): Holiday[] {
  const list: Holiday[] = [];
  const movable = (date: string, name: string) => {
    list.push({ date, name });
    if (weekday(date) === 0 || weekday(date) === 6) list.push({ date: nextMonday(date), name: `${name} (observed)` });
  };
  movable(ymd(year, 1, 1), "New Year's Day");
  movable(ymd(year, 1, 26), 'Australia Day');
  const easter = easterSunday(year);
  list.push({ date: addDays(easter, -2), name: 'Good Friday' });
  list.push({ date: addDays(easter, 1), name: 'Easter Monday' });
  list.push({ date: ymd(year, 4, 25), name: 'Anzac Day' });
  const june1 = ymd(year, 6, 1);
  const firstMonday = addDays(june1, (8 - weekday(june1)) % 7);
  list.push({ date: addDays(firstMonday, 7), name: "King's Birthday" });

  // Christmas and Boxing Day move together: on a weekend, to the next weekdays not already taken.
  const christmas = ymd(year, 12, 25);
  const boxing = ymd(year, 12, 26);
  list.push({ date: christmas, name: 'Christmas Day' }, { date: boxing, name: 'Boxing Day' });
  const cw = weekday(christmas);
  if (cw === 6) {
    list.push({ date: ymd(year, 12, 27), name: 'Christmas Day (observed)' });
    list.push({ date: ymd(year, 12, 28), name: 'Boxing Day (observed)' });
  } else if (cw === 0) {
    list.push({ date: ymd(year, 12, 27), name: 'Christmas Day (observed)' });
  } else if (cw === 5) {
    list.push({ date: ymd(year, 12, 28), name: 'Boxing Day (observed)' });
  }
  return list.sort((a, b) => a.date.localeCompare(b.date));
}
