import { describe, expect, it } from 'vitest';
import { chatAvailability, inBusinessHours } from './availability.js';

// Sydney is UTC+11 (daylight time) in October to April.
const LABOUR_DAY = '2026-10-05'; // a Monday, an NSW public holiday
const HOLIDAYS = [LABOUR_DAY, '2026-12-25'];
const on = { enabled: true, asyncChat: true, businessHoursCheck: true };
const service = { live: true, async: true };
const at = (iso: string, flags = on, s: typeof service | null = service, holidays: string[] | null = HOLIDAYS) =>
  chatAvailability({ now: new Date(iso), flags, holidays, service: s });

describe('chatAvailability (001 §4)', () => {
  it('opens at 8:00 and closes at 19:00 Sydney on a business day', () => {
    expect(at('2026-11-23T20:59:59Z')).toEqual({ live: false, reason: 'OUT_OF_HOURS', asyncAvailable: true }); // Tue 07:59:59
    expect(at('2026-11-23T21:00:00Z')).toEqual({ live: true, reason: null, asyncAvailable: true }); // Tue 08:00
    expect(at('2026-11-24T07:59:59Z').live).toBe(true); // Tue 18:59:59
    expect(at('2026-11-24T08:00:00Z')).toMatchObject({ live: false, reason: 'OUT_OF_HOURS' }); // Tue 19:00
  });

  it('is closed on weekends and Sydney public holidays, whatever the hour', () => {
    expect(at('2026-11-28T01:00:00Z')).toMatchObject({ live: false, reason: 'OUT_OF_HOURS' }); // Sat 12:00
    expect(at('2026-11-29T01:00:00Z')).toMatchObject({ live: false, reason: 'OUT_OF_HOURS' }); // Sun 12:00
    expect(at('2026-10-04T23:00:00Z')).toMatchObject({ live: false, reason: 'OUT_OF_HOURS' }); // Labour Day 10:00
    expect(at('2026-10-05T23:00:00Z').live).toBe(true); // the Tuesday after, 10:00
    expect(inBusinessHours(new Date('2026-12-24T23:00:00Z'), HOLIDAYS)).toBe(false); // Christmas Day 10:00
    expect(inBusinessHours(new Date('2026-12-24T23:00:00Z'), [])).toBe(true);
  });

  it('the business-hours flag off: live whenever the service is', () => {
    const noCheck = { ...on, businessHoursCheck: false };
    expect(at('2026-11-28T12:00:00Z', noCheck)).toEqual({ live: true, reason: null, asyncAvailable: true });
    expect(at('2026-10-04T23:00:00Z', noCheck, service, null).live).toBe(true); // holidays unread: not needed
  });

  it('combines the service state; a failure to read it or the holidays gives false', () => {
    expect(at('2026-11-23T23:00:00Z', on, { live: false, async: true })).toEqual({ live: false, reason: 'SERVICE_UNAVAILABLE', asyncAvailable: true });
    expect(at('2026-11-23T23:00:00Z', on, null)).toEqual({ live: false, reason: 'SERVICE_UNAVAILABLE', asyncAvailable: false });
    expect(at('2026-11-23T23:00:00Z', on, service, null)).toMatchObject({ live: false, reason: 'SERVICE_UNAVAILABLE' });
  });

  it('follows liveChat.enabled and liveChat.asyncChat', () => {
    expect(at('2026-11-23T23:00:00Z', { ...on, enabled: false })).toEqual({ live: false, reason: 'DISABLED', asyncAvailable: false });
    expect(at('2026-11-23T23:00:00Z', { ...on, asyncChat: false })).toEqual({ live: true, reason: null, asyncAvailable: false });
    expect(at('2026-11-28T01:00:00Z').asyncAvailable).toBe(true); // Q is there 24/7
  });
});
