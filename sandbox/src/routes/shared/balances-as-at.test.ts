import { describe, expect, it } from 'vitest';
import { previousBusinessDay, sydneyToday } from './balances-as-at.js';

describe('balances as at', () => {
  it('is the previous weekday', () => {
    expect(previousBusinessDay('2026-11-19', new Set())).toBe('2026-11-18'); // Thursday → Wednesday
    expect(previousBusinessDay('2026-11-23', new Set())).toBe('2026-11-20'); // Monday → Friday
  });

  it('skips public holidays', () => {
    // Tuesday 29 Dec 2026: Monday 28th is the Boxing Day holiday (observed), Friday 25th Christmas.
    expect(previousBusinessDay('2026-12-29', new Set(['2026-12-25', '2026-12-28']))).toBe('2026-12-24');
  });

  it('counts days in Sydney time', () => {
    expect(sydneyToday(new Date('2026-11-21T14:30:00Z'))).toBe('2026-11-22'); // 1:30 am Sydney
  });
});
