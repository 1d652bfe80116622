import { describe, expect, it } from 'vitest';
import { lastMonths, monthsBefore, rangeStart, sampleDays } from '../account-cash/history-range.js';
import { annualise, timeWeightedReturn, type ValueDay } from './value-history.js';

const day = (d: string, value: number, moneyIn = 0, moneyOut = 0, fee = 0): ValueDay => ({ day: d, value: value * 100, moneyIn: moneyIn * 100, moneyOut: moneyOut * 100, fee: fee * 100 });

describe('time-weighted return', () => {
  it('chains daily returns, taking out a contribution and charging a fee (worked by hand)', () => {
    const days = [
      day('2026-01-01', 100_000),
      // +2% on 100,000
      day('2026-01-02', 102_000),
      // +1% on 102,000 (103,020), then 48,000 added at the close
      day('2026-01-03', 151_020, 48_000),
      // flat, and a fee of 0.1% of 151,020: -0.1%
      day('2026-01-04', 151_020, 0, 0, 151.02),
      // 20,000 taken out at the close after a flat day
      day('2026-01-05', 131_020, 0, 20_000),
    ];
    // 1.02 x 1.01 x 0.999 x 1 − 1 = 2.91698%; the money-weighted gain ((131,020 + 20,000 − 48,000) / 100,000 − 1) would say 3.02%
    expect(timeWeightedReturn(days, 0, 4)).toBeCloseTo(0.0291698, 7);
    // From the end of the 2nd: 1.01 x 0.999 − 1
    expect(timeWeightedReturn(days, 1, 4)).toBeCloseTo(0.00899, 7);
    expect(timeWeightedReturn(days, 4, 4)).toBe(0);
  });

  it('counts a day after a day worth nothing as no return (the first purchase is money added)', () => {
    const days = [day('2026-01-01', 0), day('2026-01-02', 50_000, 50_000), day('2026-01-03', 55_000)];
    expect(timeWeightedReturn(days, 0, 2)).toBeCloseTo(0.1, 10);
  });

  it('annualises a cumulative return over more than a year', () => {
    expect(annualise(0.21, 730)).toBeCloseTo(0.1, 10);
    expect(annualise(0.1, 365)).toBeCloseTo(0.1, 10);
  });
});

describe('history ranges', () => {
  it('counts months back to the same day, or the month\'s last', () => {
    expect(monthsBefore('2026-11-29', 1)).toBe('2026-10-29');
    expect(monthsBefore('2026-05-31', 3)).toBe('2026-02-28');
    expect(monthsBefore('2026-01-15', 12)).toBe('2025-01-15');
    expect(rangeStart('6M', '2026-08-01', '2026-11-29')).toBe('2026-08-01');
    expect(rangeStart('6M', '2020-08-01', '2026-11-29')).toBe('2026-05-29');
    expect(rangeStart('ALL', '2020-08-01', '2026-11-29')).toBe('2020-08-01');
  });

  it('samples a month by day, a year by week back from today, since opening by month end, with both ends', () => {
    const month = sampleDays('1M', '2026-10-29', '2026-11-29');
    expect(month).toHaveLength(32);
    expect([month[0], month.at(-1)]).toEqual(['2026-10-29', '2026-11-29']);
    const year = sampleDays('1Y', '2025-11-29', '2026-11-29');
    expect(year.slice(-3)).toEqual(['2026-11-15', '2026-11-22', '2026-11-29']);
    expect(year[0]).toBe('2025-11-29');
    expect(year).toHaveLength(54);
    expect(sampleDays('ALL', '2026-08-10', '2026-11-29')).toEqual(['2026-08-10', '2026-08-31', '2026-09-30', '2026-10-31', '2026-11-29']);
    expect(sampleDays('ALL', '2026-08-10', '2026-11-30')).toEqual(['2026-08-10', '2026-08-31', '2026-09-30', '2026-10-31', '2026-11-30']);
    expect(lastMonths('2026-11-29', 3)).toEqual(['2026-09', '2026-10', '2026-11']);
    expect(lastMonths('2026-02-10', 3)).toEqual(['2025-12', '2026-01', '2026-02']);
  });
});
