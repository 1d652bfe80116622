import { describe, expect, it } from 'vitest';
import { daysLeftText, feeText, renewalText } from './arrangement-text';
import { toFilter } from './filters';

describe('an arrangement in words', () => {
  it('says a yearly amount exactly by its digits, or a rate as the bank gives it', () => {
    expect(feeText({ feeAmount: '1650.00', feeRate: null })).toBe('$1,650.00 a year');
    expect(feeText({ feeAmount: null, feeRate: '0.55' })).toBe('0.55% a year');
  });

  it('says days left, or the day the fee stopped once lapsed or ended', () => {
    expect(daysLeftText({ daysLeft: 23, feeStopsDate: null })).toBe('23 days left');
    expect(daysLeftText({ daysLeft: 1, feeStopsDate: null })).toBe('1 day left');
    expect(daysLeftText({ daysLeft: 0, feeStopsDate: null })).toBe('Due today');
    expect(daysLeftText({ daysLeft: null, feeStopsDate: '2026-10-03' })).toBe('Fee stopped 03 Oct 2026');
  });

  it('says where the latest renewal stands on its Sydney day', () => {
    expect(renewalText({ renewal: null })).toBe('');
    expect(renewalText({ renewal: { id: '1', status: 'SENT', sentAt: '2026-11-11T14:00:00.000Z', answeredAt: null } })).toBe('Renewal sent 12 Nov 2026');
    expect(renewalText({ renewal: { id: '1', status: 'DECLINED', sentAt: '2026-11-11T00:00:00.000Z', answeredAt: '2026-11-14T01:00:00.000Z' } })).toBe('Client declined 14 Nov 2026');
  });
});

describe('the filter', () => {
  it('leaves blanks out, so an empty form is no filter', () => {
    expect(toFilter({ statuses: [], keyword: '  ' })).toEqual({ statuses: undefined, keyword: undefined });
    expect(toFilter({ statuses: ['OVERDUE'], keyword: ' smith ' })).toEqual({ statuses: ['OVERDUE'], keyword: 'smith' });
  });
});
