import { describe, expect, it } from 'vitest';
import { EMPTY_DRAFT, hasFilter, toFilter } from './filters';

describe('transaction filters', () => {
  it('turns a valid draft into the filter, dropping blanks', () => {
    const { filter, errors } = toFilter({ ...EMPTY_DRAFT, accountNumber: ' 963 001 234 ', from: '01/10/2026', to: '31/10/2026', minAmount: '$1,000', keyword: ' fee ', direction: 'DEBIT' });
    expect(errors).toEqual({});
    expect(filter).toEqual({ accountNumber: '963001234', from: '2026-10-01', to: '2026-10-31', minAmount: '1000.00', keyword: 'fee', direction: 'DEBIT' });
    expect(hasFilter(filter)).toBe(true);
    expect(hasFilter(toFilter(EMPTY_DRAFT).filter)).toBe(false);
  });

  it('names the fields in error', () => {
    expect(Object.keys(toFilter({ ...EMPTY_DRAFT, from: '30/02/2026' }).errors)).toEqual(['from']);
    expect(Object.keys(toFilter({ ...EMPTY_DRAFT, from: '02/10/2026', to: '01/10/2026' }).errors)).toEqual(['to']);
    expect(Object.keys(toFilter({ ...EMPTY_DRAFT, minAmount: '-5' }).errors)).toEqual(['minAmount']);
    expect(Object.keys(toFilter({ ...EMPTY_DRAFT, minAmount: '50', maxAmount: '10' }).errors)).toEqual(['maxAmount']);
    expect(Object.keys(toFilter({ ...EMPTY_DRAFT, maxAmount: 'ten' }).errors)).toEqual(['maxAmount']);
    expect(Object.keys(toFilter({ ...EMPTY_DRAFT, maxAmount: '0.001' }).errors)).toEqual(['maxAmount']);
    expect(toFilter({ ...EMPTY_DRAFT, minAmount: '9.5', maxAmount: '10' }).errors).toEqual({});
  });
});
