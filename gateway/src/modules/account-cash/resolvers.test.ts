import { describe, expect, it } from 'vitest';
import { accountId, contributionsQuery, ledgerQuery, periodRange } from './resolvers.js';

// 2026-11-27 09:00 in Sydney (AEDT, UTC+11) is 2026-11-26 22:00 UTC: periods count Sydney days.
const NOW = new Date('2026-11-26T22:00:00Z');
const code = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return (error as { extensions?: { code?: string; field?: string } }).extensions;
  }
  return undefined;
};

describe('cash ledger arguments', () => {
  it('turns the periods of 002 §9 into Sydney days ending today', () => {
    expect(periodRange({ period: 'LAST_7_DAYS' }, NOW)).toEqual({ from: '2026-11-20', to: '2026-11-27' });
    expect(periodRange({ period: 'LAST_30_DAYS' }, NOW)).toEqual({ from: '2026-10-28', to: '2026-11-27' });
    expect(periodRange({ period: 'LAST_90_DAYS' }, NOW)).toEqual({ from: '2026-08-29', to: '2026-11-27' });
    expect(periodRange({ period: 'THIS_MONTH' }, NOW)).toEqual({ from: '2026-11-01', to: '2026-11-27' });
    expect(periodRange({ period: 'FINANCIAL_YEAR' }, NOW)).toEqual({ from: '2026-07-01', to: '2026-11-27' });
    expect(periodRange({ period: 'FINANCIAL_YEAR' }, new Date('2027-03-01T00:00:00Z'))).toEqual({ from: '2026-07-01', to: '2027-03-01' });
    expect(periodRange({ period: 'CUSTOM', from: '2025-01-01', to: '2025-03-31' }, NOW)).toEqual({ from: '2025-01-01', to: '2025-03-31' });
    expect(periodRange({}, NOW)).toEqual({});
  });

  it('maps filters, sort and the cursor to the upstream query', () => {
    expect(
      ledgerQuery(
        { accountId: 'A1', filter: { period: 'CUSTOM', from: '2026-01-01', types: ['BPAY', 'FEE', 'BPAY'], minAmount: '5.00', maxAmount: '50.10', keyword: ' telstra ' }, sort: 'AMOUNT', order: 'ASC', first: 20, after: '40' },
        NOW,
      ),
    ).toEqual({ from: '2026-01-01', to: undefined, type: 'BPAY,FEE', minAmount: 5, maxAmount: 50.1, keyword: 'telstra', sort: 'amount', order: 'asc', limit: 20, offset: 40 });
    expect(ledgerQuery({ accountId: 'A1' }, NOW)).toMatchObject({ sort: 'date', order: 'desc', limit: 50, offset: 0, type: undefined });
    expect(contributionsQuery({ filter: { types: ['PERSONAL', 'EMPSG'], financialYear: 2025 } }, NOW)).toMatchObject({ type: 'Personal,EMPSG', financialYear: 2025, limit: 100 });
  });

  it.each([
    ['from', { filter: { period: 'CUSTOM' as const, from: '2026-02-30' } }],
    ['to', { filter: { period: 'CUSTOM' as const, from: '2026-05-02', to: '2026-05-01' } }],
    ['from', { filter: { period: 'CUSTOM' as const } }],
    ['period', { filter: { period: 'LAST_7_DAYS' as const, from: '2026-05-01' } }],
    ['minAmount', { filter: { minAmount: '-1.00' } }],
    ['maxAmount', { filter: { minAmount: '10.00', maxAmount: '5.00' } }],
    ['maxAmount', { filter: { minAmount: '100000000000000.01', maxAmount: '100000000000000.00' } }],
    ['keyword', { filter: { keyword: 'x'.repeat(101) } }],
    ['first', { first: 0 }],
    ['first', { first: 201 }],
    ['after', { after: 'abc' }],
  ])('rejects a bad %s with BAD_USER_INPUT', (field, args) => {
    expect(code(() => ledgerQuery({ accountId: 'A1', ...args }, NOW))).toEqual({ code: 'BAD_USER_INPUT', field });
  });

  it('rejects a malformed account id and financial year', () => {
    expect(code(() => accountId('../../etc'))).toEqual({ code: 'BAD_USER_INPUT', field: 'accountId' });
    expect(code(() => accountId(''))).toEqual({ code: 'BAD_USER_INPUT', field: 'accountId' });
    expect(code(() => contributionsQuery({ filter: { financialYear: 26 } }, NOW))).toEqual({ code: 'BAD_USER_INPUT', field: 'financialYear' });
  });
});
