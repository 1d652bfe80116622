import { describe, expect, it } from 'vitest';
import { dealerAdviserFilter } from './dealer-adviser-filter';
import { EMPTY_FILTERS, hasFilterValues, toAccountFilter } from './filter-values';
import { initialSearch } from './initial-search';
import { popularSearch } from './popular-search';
import { parseDayText } from '@kit/date/day-text';

const TODAY = '2026-11-21';

describe('popular searches', () => {
  it('favourites filter', () => {
    expect(popularSearch('favourites', TODAY).filters.favourites).toBe(true);
  });
  it('opened (and funded) in the last 30 days, newest first', () => {
    const opened = popularSearch('opened30', TODAY);
    expect(opened.filters).toMatchObject({ openDateFrom: '2026-10-23', openDateTo: TODAY, fromAmount: null });
    expect(opened.sort).toEqual({ column: 'opened', direction: 'desc' });
    expect(popularSearch('openedAndFunded30', TODAY).filters).toMatchObject({ openDateFrom: '2026-10-23', fromAmount: '0.01' });
  });
  it('closed in the last 30 days', () => {
    expect(popularSearch('closed30', TODAY).filters).toMatchObject({ accountStatus: ['Closed'], closeDateFrom: '2026-10-23', closeDateTo: TODAY });
  });
  it('wrap and cash by balance, highest first', () => {
    expect(popularSearch('wrapByBalance', TODAY)).toMatchObject({ filters: { accountTypes: ['WRAP'] }, sort: { column: 'balance', direction: 'desc' } });
    expect(popularSearch('cashByBalance', TODAY)).toMatchObject({ filters: { accountTypes: ['CASH'] }, sort: { column: 'balance', direction: 'desc' } });
  });
});

describe('initial search from the URL', () => {
  it("'View all N' lands on query and accountStatus", () => {
    const s = initialSearch({ query: 'young', accountStatus: 'Active,Closed' });
    expect(s.filters).toMatchObject({ keyword: 'young', accountStatus: ['Active', 'Closed'] });
    expect(s.popular).toBeNull();
  });
  it('defaults to Active and ignores unknown statuses', () => {
    expect(initialSearch({ accountStatus: 'Bogus' }).filters.accountStatus).toEqual(['Active']);
  });
  it('a popular search wins', () => {
    expect(initialSearch({ popularSearch: 'wrapByBalance', query: 'x' }, TODAY).popular).toBe('wrapByBalance');
  });
});

describe('filter values', () => {
  it('counts values beyond the defaults as filtering', () => {
    expect(hasFilterValues(EMPTY_FILTERS)).toBe(false);
    expect(hasFilterValues({ ...EMPTY_FILTERS, fromAmount: '0.00' })).toBe(true);
    expect(hasFilterValues({ ...EMPTY_FILTERS, accountStatus: ['Closed'] })).toBe(true);
  });
  it('builds the gateway filter with only the values present', () => {
    expect(toAccountFilter({ ...EMPTY_FILTERS, keyword: ' hart ', productCode: 'CMHW', toAmount: '500.00' }, ['HBWP1001'])).toEqual({
      keyword: 'hart',
      accountStatus: ['Active'],
      productCodes: ['CMHW'],
      toAmount: '500.00',
      adviserCodes: ['HBWP1001'],
    });
  });
  it('reads dd/MM/yyyy dates and refuses impossible ones', () => {
    expect(parseDayText('05/10/2022')).toBe('2022-10-05');
    expect(parseDayText('31/02/2022')).toBeNull();
    expect(parseDayText('2022-10-05')).toBeNull();
  });
});

describe('dealer code filter (000 §5)', () => {
  const advisers = [
    { entityKey: 'HBWP1001', dealerCode: 'HBWP', code: '1001' },
    { entityKey: 'HBWP1002', dealerCode: 'HBWP', code: '1002' },
    { entityKey: 'SXFP1001', dealerCode: 'SXFP', code: '1001' },
  ];
  it('dealer-restricted with no adviser: every adviser code under the dealer', () => {
    expect(dealerAdviserFilter({ dealerRestricted: true, dealerCode: 'HBWP' }, advisers, '')).toEqual(['HBWP1001', 'HBWP1002']);
  });
  it('dealer-restricted with an adviser: dealer-adviser', () => {
    expect(dealerAdviserFilter({ dealerRestricted: true, dealerCode: 'HBWP' }, advisers, 'HBWP1002')).toEqual(['HBWP1002']);
  });
  it('otherwise no dealer filter', () => {
    expect(dealerAdviserFilter({ dealerRestricted: false, dealerCode: 'HBWP' }, advisers, '')).toBeUndefined();
    expect(dealerAdviserFilter({ dealerRestricted: false, dealerCode: null }, advisers, 'SXFP1001')).toEqual(['SXFP1001']);
  });
});
