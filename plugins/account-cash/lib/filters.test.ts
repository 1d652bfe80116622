import { describe, expect, it } from 'vitest';
import { checkRules } from '@kit/form/field-rules';
import { hasFilter } from '@kit/form/filter-rules';
import { EMPTY_DRAFT, RULES, toFilter, type Draft } from './filters';
import { CONTRIBUTION_RULES, EMPTY_CONTRIBUTION_DRAFT, toContributionFilter } from './contributions';

const wrong = (draft: Draft) => Object.keys(checkRules(RULES, draft));

describe('ledger filter draft', () => {
  it('gives no filter for the empty draft and a period without dates unless custom', () => {
    expect(wrong(EMPTY_DRAFT)).toEqual([]);
    expect(hasFilter(toFilter(EMPTY_DRAFT))).toBe(false);
    expect(JSON.parse(JSON.stringify(toFilter({ ...EMPTY_DRAFT, period: 'LAST_30_DAYS', from: '01/01/2026' })))).toEqual({ period: 'LAST_30_DAYS' });
  });

  it('maps a custom range, types in their order, amounts and keyword', () => {
    const draft: Draft = { period: 'CUSTOM', from: '01/01/2026', to: '31/03/2026', types: ['FEE', 'BPAY'], minAmount: '$1,000', maxAmount: '2000.50', keyword: '  origin ' };
    expect(wrong(draft)).toEqual([]);
    expect(toFilter(draft)).toEqual({ period: 'CUSTOM', from: '2026-01-01', to: '2026-03-31', types: ['BPAY', 'FEE'], minAmount: '1000.00', maxAmount: '2000.50', keyword: 'origin' });
  });

  it('marks bad fields', () => {
    expect(wrong({ ...EMPTY_DRAFT, period: 'CUSTOM' })).toEqual(['from']);
    expect(wrong({ ...EMPTY_DRAFT, period: 'CUSTOM', from: '02/02/2026', to: '01/02/2026' })).toEqual(['to']);
    expect(wrong({ ...EMPTY_DRAFT, period: 'CUSTOM', from: '30/02/2026' })).toEqual(['from']);
    expect(wrong({ ...EMPTY_DRAFT, period: 'LAST_7_DAYS', from: '30/02/2026' })).toEqual([]);
    expect(wrong({ ...EMPTY_DRAFT, minAmount: '-5' })).toEqual(['minAmount']);
    expect(wrong({ ...EMPTY_DRAFT, minAmount: '50', maxAmount: '5' })).toEqual(['maxAmount']);
    // By value, not as text: 20 is below 100 though "20.00" sorts after "100.00"; a part of a cent is not an amount.
    expect(wrong({ ...EMPTY_DRAFT, minAmount: '20', maxAmount: '100' })).toEqual([]);
    expect(wrong({ ...EMPTY_DRAFT, minAmount: '12.345' })).toEqual(['minAmount']);
  });
});

describe('contributions filter draft', () => {
  it('needs a day for a custom period and keeps types in their order', () => {
    expect(Object.keys(checkRules(CONTRIBUTION_RULES, { ...EMPTY_CONTRIBUTION_DRAFT, period: 'CUSTOM' }))).toEqual(['from']);
    expect(toContributionFilter({ period: 'CUSTOM', from: '', to: '30/06/2026', types: ['EMPSG', 'PERSONAL'] })).toEqual({ period: 'CUSTOM', to: '2026-06-30', types: ['PERSONAL', 'EMPSG'] });
  });
});
