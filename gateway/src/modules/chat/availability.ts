// 001 §4 Live chat availability: active when the business-hours check flag is off, or when today
// (Australia/Sydney) is a valid business day (not a weekend, not a public holiday) and the time is within
// business hours, 8:00 to 19:00 (§9; 8:00 is in, 19:00 is out); combined with the chat service's own state.
import { formatInTimeZone } from 'date-fns-tz';

export const CHAT_TIME_ZONE = 'Australia/Sydney';
export const OPENS_MINUTE = 8 * 60;
export const CLOSES_MINUTE = 19 * 60;

export type ChatUnavailableReason = 'DISABLED' | 'OUT_OF_HOURS' | 'SERVICE_UNAVAILABLE';

export interface AvailabilityInput {
  now: Date;
  /** liveChat.enabled, liveChat.asyncChat, liveChat.businessHoursCheck. */
  flags: { enabled: boolean; asyncChat: boolean; businessHoursCheck: boolean };
  /** The public holidays' dates (yyyy-MM-dd); null when they could not be read. */
  holidays: readonly string[] | null;
  /** The chat service's own state; null when it could not be read (001 §4: a failure gives false). */
  service: { live: boolean; async: boolean } | null;
}

export interface ChatAvailability {
  live: boolean;
  reason: ChatUnavailableReason | null;
  asyncAvailable: boolean;
}

/** Whether `now` is within Sydney business hours on a business day. */
export function inBusinessHours(now: Date, holidays: readonly string[]): boolean {
  const day = formatInTimeZone(now, CHAT_TIME_ZONE, 'yyyy-MM-dd');
  const weekday = Number(formatInTimeZone(now, CHAT_TIME_ZONE, 'i')); // 1 Monday … 7 Sunday
  if (weekday >= 6 || holidays.includes(day)) return false;
  const minute = Number(formatInTimeZone(now, CHAT_TIME_ZONE, 'H')) * 60 + Number(formatInTimeZone(now, CHAT_TIME_ZONE, 'm'));
  return minute >= OPENS_MINUTE && minute < CLOSES_MINUTE;
}

export function chatAvailability({ now, flags, holidays, service }: AvailabilityInput): ChatAvailability {
  const asyncAvailable = flags.enabled && flags.asyncChat && service?.async === true;
  if (!flags.enabled) return { live: false, reason: 'DISABLED', asyncAvailable };
  if (flags.businessHoursCheck) {
    if (holidays === null) return { live: false, reason: 'SERVICE_UNAVAILABLE', asyncAvailable };
    if (!inBusinessHours(now, holidays)) return { live: false, reason: 'OUT_OF_HOURS', asyncAvailable };
  }
  if (service?.live !== true) return { live: false, reason: 'SERVICE_UNAVAILABLE', asyncAvailable };
  return { live: true, reason: null, asyncAvailable };
}
