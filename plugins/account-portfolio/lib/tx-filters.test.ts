import { describe, expect, it } from 'vitest';
import { EMPTY_DRAFT, hasFilter, toFilter } from './tx-filters';

describe('investment transaction filters', () => {
  it('turns a valid draft into the filter, dropping blanks; custom dates only with CUSTOM', () => {
    const { filter, errors } = toFilter({ ...EMPTY_DRAFT, period: 'CUSTOM', from: '01/07/2025', to: '30/09/2025', type: 'DRP', keyword: ' bhp ', minAmount: '$1,000' });
    expect(errors).toEqual({});
    expect(filter).toEqual({ period: 'CUSTOM', from: '2025-07-01', to: '2025-09-30', types: ['DRP'], keyword: 'bhp', minAmount: '1000.00' });
    expect(toFilter({ ...EMPTY_DRAFT, period: 'LAST_30_DAYS', from: '01/07/2025' }).filter).toEqual({ period: 'LAST_30_DAYS' });
    expect(hasFilter(toFilter(EMPTY_DRAFT).filter)).toBe(false);
  });

  it('names the fields in error', () => {
    expect(Object.keys(toFilter({ ...EMPTY_DRAFT, period: 'CUSTOM', from: '30/02/2025' }).errors)).toEqual(['from']);
    expect(Object.keys(toFilter({ ...EMPTY_DRAFT, period: 'CUSTOM', from: '02/10/2025', to: '01/10/2025' }).errors)).toEqual(['to']);
    expect(Object.keys(toFilter({ ...EMPTY_DRAFT, minAmount: '-5' }).errors)).toEqual(['minAmount']);
    expect(Object.keys(toFilter({ ...EMPTY_DRAFT, minAmount: '50', maxAmount: '10' }).errors)).toEqual(['maxAmount']);
    expect(toFilter({ ...EMPTY_DRAFT, minAmount: '9', maxAmount: '10' }).errors).toEqual({});
  });
});
