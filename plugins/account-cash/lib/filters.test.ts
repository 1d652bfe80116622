import { describe, expect, it } from 'vitest';
import { EMPTY_DRAFT, toFilter } from './filters';

describe('ledger filter draft', () => {
  it('gives no filter for the empty draft and a period without dates unless custom', () => {
    expect(toFilter(EMPTY_DRAFT)).toEqual({ filter: {}, errors: {} });
    expect(toFilter({ ...EMPTY_DRAFT, period: 'LAST_30_DAYS', from: '01/01/2026' }).filter).toEqual({ period: 'LAST_30_DAYS' });
  });

  it('maps a custom range, types in their order, amounts and keyword', () => {
    expect(
      toFilter({ period: 'CUSTOM', from: '01/01/2026', to: '31/03/2026', types: ['FEE', 'BPAY'], minAmount: '$1,000', maxAmount: '2000.50', keyword: '  origin ' }),
    ).toEqual({ filter: { period: 'CUSTOM', from: '2026-01-01', to: '2026-03-31', types: ['BPAY', 'FEE'], minAmount: '1000.00', maxAmount: '2000.50', keyword: 'origin' }, errors: {} });
  });

  it('marks bad fields', () => {
    expect(Object.keys(toFilter({ ...EMPTY_DRAFT, period: 'CUSTOM' }).errors)).toEqual(['from']);
    expect(Object.keys(toFilter({ ...EMPTY_DRAFT, period: 'CUSTOM', from: '02/02/2026', to: '01/02/2026' }).errors)).toEqual(['to']);
    expect(Object.keys(toFilter({ ...EMPTY_DRAFT, period: 'CUSTOM', from: '30/02/2026' }).errors)).toEqual(['from']);
    expect(Object.keys(toFilter({ ...EMPTY_DRAFT, minAmount: '-5' }).errors)).toEqual(['minAmount']);
    expect(Object.keys(toFilter({ ...EMPTY_DRAFT, minAmount: '50', maxAmount: '5' }).errors)).toEqual(['maxAmount']);
    // By value, not as text: 20 is below 100 though "20.00" sorts after "100.00"; a part of a cent is not an amount.
    expect(toFilter({ ...EMPTY_DRAFT, minAmount: '20', maxAmount: '100' }).errors).toEqual({});
    expect(Object.keys(toFilter({ ...EMPTY_DRAFT, minAmount: '12.345' }).errors)).toEqual(['minAmount']);
  });
});
