import { describe, expect, it } from 'vitest';
import { checkRules } from '@kit/form/field-rules';
import { hasFilter } from '@kit/form/filter-rules';
import { EMPTY_DRAFT, RULES, toFilter, type Draft } from './tx-filters';

const wrong = (draft: Draft) => Object.keys(checkRules(RULES, draft));

describe('investment transaction filters', () => {
  it('turns a valid draft into the filter, dropping blanks; custom dates only with CUSTOM', () => {
    const draft: Draft = { ...EMPTY_DRAFT, period: 'CUSTOM', from: '01/07/2025', to: '30/09/2025', type: 'DRP', keyword: ' bhp ', minAmount: '$1,000' };
    expect(wrong(draft)).toEqual([]);
    expect(toFilter(draft)).toEqual({ period: 'CUSTOM', from: '2025-07-01', to: '2025-09-30', types: ['DRP'], keyword: 'bhp', minAmount: '1000.00' });
    expect(toFilter({ ...EMPTY_DRAFT, period: 'LAST_30_DAYS', from: '01/07/2025' })).toEqual({ period: 'LAST_30_DAYS' });
    expect(hasFilter(toFilter(EMPTY_DRAFT))).toBe(false);
  });

  it('names the fields in error', () => {
    expect(wrong({ ...EMPTY_DRAFT, period: 'CUSTOM', from: '30/02/2025' })).toEqual(['from']);
    expect(wrong({ ...EMPTY_DRAFT, period: 'CUSTOM', from: '02/10/2025', to: '01/10/2025' })).toEqual(['to']);
    expect(wrong({ ...EMPTY_DRAFT, period: 'CUSTOM' })).toEqual([]);
    expect(wrong({ ...EMPTY_DRAFT, minAmount: '-5' })).toEqual(['minAmount']);
    expect(wrong({ ...EMPTY_DRAFT, minAmount: '50', maxAmount: '10' })).toEqual(['maxAmount']);
    expect(wrong({ ...EMPTY_DRAFT, minAmount: '9', maxAmount: '10' })).toEqual([]);
  });
});
