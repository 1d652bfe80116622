// 002 §9 greeting by the Australia/Sydney hour: up to 12 morning, 13 to 17 afternoon, else evening.
import { formatInTimeZone } from 'date-fns-tz';
import { fillCopy, greetingCopy } from '../../copy.js';

/** 000 §9: the product's time zone. */
export const PRODUCT_TIME_ZONE = 'Australia/Sydney';

export type PartOfDay = keyof typeof greetingCopy;

export function partOfDay(hour: number): PartOfDay {
  if (hour <= 12) return 'morning';
  if (hour <= 17) return 'afternoon';
  return 'evening';
}

export const sydneyHour = (now: Date) => Number(formatInTimeZone(now, PRODUCT_TIME_ZONE, 'H'));

export function greeting(firstName: string, now: Date): string {
  return fillCopy(greetingCopy[partOfDay(sydneyHour(now))], { firstName: firstName.trim() }).trim();
}
