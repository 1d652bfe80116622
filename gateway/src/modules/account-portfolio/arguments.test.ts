import { describe, expect, it } from 'vitest';
import { toInvestmentQuery, valuationDay, type InvestmentArgs } from './arguments.js';

// 10:00 on 5 Nov 2026 in Sydney (UTC+11).
const NOW = new Date('2026-11-04T23:00:00Z');

describe('portfolio arguments', () => {
  it('values today in Sydney by default and refuses a future day', () => {
    expect(valuationDay(undefined, NOW)).toBe('2026-11-05');
    expect(valuationDay('2024-06-30', NOW)).toBe('2024-06-30');
    expect(() => valuationDay('2026-11-06', NOW)).toThrow(expect.objectContaining({ message: expect.stringMatching(/future/), extensions: expect.objectContaining({ code: 'BAD_USER_INPUT', field: 'asAt' }) }));
    expect(() => valuationDay('2026-02-30', NOW)).toThrow(expect.objectContaining({ extensions: expect.objectContaining({ field: 'asAt' }) }));
  });

  it('turns periods into Sydney date ranges', () => {
    const range = (period: NonNullable<InvestmentArgs['filter']>['period']) => {
      const q = toInvestmentQuery({ accountId: 'x', filter: { period } }, NOW);
      return [q.from, q.to];
    };
    expect(range('LAST_7_DAYS')).toEqual(['2026-10-29', '2026-11-05']);
    expect(range('LAST_30_DAYS')).toEqual(['2026-10-06', '2026-11-05']);
    expect(range('LAST_90_DAYS')).toEqual(['2026-08-07', '2026-11-05']);
    expect(range('THIS_MONTH')).toEqual(['2026-11-01', '2026-11-05']);
    expect(range('FINANCIAL_YEAR')).toEqual(['2026-07-01', '2026-11-05']);
    expect(toInvestmentQuery({ accountId: 'x', filter: { period: 'CUSTOM', from: '2025-01-01', to: '2025-03-31' } }, NOW)).toMatchObject({ from: '2025-01-01', to: '2025-03-31' });
  });

  it('maps types, keyword, amounts, sort and cursor', () => {
    expect(
      toInvestmentQuery(
        { accountId: 'x', filter: { types: ['BUY', 'SELL', 'BUY'], keyword: ' bhp ', minAmount: '10.00', maxAmount: '500.50' }, sort: 'AMOUNT', order: 'ASC', first: 50, after: '50' },
        NOW,
      ),
    ).toEqual({ from: undefined, to: undefined, type: 'BUY,SELL', keyword: 'bhp', minAmount: 10, maxAmount: 500.5, sort: 'amount', order: 'asc', limit: 50, offset: 50 });
  });

  it.each([
    [{ filter: { period: 'CUSTOM', from: '2026-10-02', to: '2026-10-01' } }, 'to'],
    [{ filter: { from: '2026-10-01' } }, 'period'],
    [{ filter: { period: 'LAST_7_DAYS', to: '2026-10-01' } }, 'period'],
    [{ filter: { period: 'CUSTOM', from: '2026-13-01' } }, 'from'],
    [{ filter: { minAmount: '5.00', maxAmount: '1.00' } }, 'maxAmount'],
    [{ filter: { minAmount: '-1.00' } }, 'minAmount'],
    [{ filter: { keyword: 'x'.repeat(101) } }, 'keyword'],
    [{ first: 0 }, 'first'],
    [{ first: 201 }, 'first'],
    [{ after: 'abc' }, 'after'],
  ])('rejects %j naming %s', (args, field) => {
    expect(() => toInvestmentQuery({ accountId: 'x', ...(args as Partial<InvestmentArgs>) }, NOW)).toThrow(
      expect.objectContaining({ extensions: expect.objectContaining({ code: 'BAD_USER_INPUT', field }) }),
    );
  });
});
