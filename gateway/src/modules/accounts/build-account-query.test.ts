import { describe, expect, it } from 'vitest';
import { buildAccountQuery } from './build-account-query.js';

describe('account search query', () => {
  it('sends Active and Closed when no status is chosen, the default sort and page size', () => {
    const { query, advisers } = buildAccountQuery({});
    expect(query).toMatchObject({
      accountStatus: ['Active', 'Closed'],
      sortColumn: ['account_short_name', 'account_type'],
      sortOrder: 'asc',
      limit: 25,
    });
    expect(query.keyword).toBe('');
    expect(advisers).toBeUndefined();
  });

  it('maps every filter value', () => {
    const { query, advisers } = buildAccountQuery({
      filter: {
        keyword: 'smith, super',
        accountStatus: ['Pending'],
        accountTypes: ['WRAP', 'CASH'],
        businessVentures: ['MPM'],
        adviserCodes: ['D001A01', 'D001A02'],
        productCodes: ['CMA'],
        openDateFrom: '2025-01-01',
        openDateTo: '2025-01-31',
        closeDateFrom: '01/02/2025',
        closeDateTo: '28/02/2025',
        fromAmount: '10.00',
        toAmount: '99.99',
        accountIds: ['A1'],
      },
      first: 5,
      after: 'cursor-1',
      sort: { columns: ['BALANCE', 'OPEN_DATE'], order: 'DESC' },
      badge: 'mgl',
    });
    expect(query).toEqual({
      keyword: 'smith,super',
      accountStatus: ['Pending'],
      accountType: ['WRAP', 'CASH'],
      businessVenture: ['MPM'],
      productCodes: ['CMA'],
      accountIds: ['A1'],
      openDateFrom: '2025-01-01T00:00:00Z',
      openDateTo: '2025-01-31T23:59:59Z',
      closeDateFrom: '2025-02-01T00:00:00Z',
      closeDateTo: '2025-02-28T23:59:59Z',
      fromAmount: '10.00',
      toAmount: '99.99',
      badge: 'mgl',
      sortColumn: ['balance', 'open_date'],
      sortOrder: 'desc',
      limit: 5,
      endCursor: 'cursor-1',
    });
    expect(advisers).toBe('D001A01,D001A02');
  });

  it('clamps the page size to 1..100 and lets favourites override accountIds', () => {
    expect(buildAccountQuery({ first: 0 }).query.limit).toBe(1);
    expect(buildAccountQuery({ first: 1000 }).query.limit).toBe(100);
    expect(buildAccountQuery({ filter: { accountIds: ['X'] }, accountIds: ['F1', 'F2'] }).query.accountIds).toEqual(['F1', 'F2']);
  });

  it('treats empty lists as not given', () => {
    const { query, advisers } = buildAccountQuery({ filter: { accountStatus: [], accountTypes: [], adviserCodes: [] } });
    expect(query.accountStatus).toEqual(['Active', 'Closed']);
    expect(query.accountType).toBeUndefined();
    expect(advisers).toBeUndefined();
  });
});
