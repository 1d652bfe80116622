import { describe, expect, it } from 'vitest';
import { checkRules } from '@kit/form/field-rules';
import { hasFilter } from '@kit/form/filter-rules';
import { EMPTY_DRAFT, RULES, toFilter, type Draft } from './filters';

const wrong = (draft: Draft) => Object.keys(checkRules(RULES, draft));

describe('transaction filters', () => {
  it('turns a valid draft into the filter, dropping blanks', () => {
    const draft: Draft = { ...EMPTY_DRAFT, accountNumber: ' 963 001 234 ', from: '01/10/2026', to: '31/10/2026', minAmount: '$1,000', keyword: ' fee ', direction: 'DEBIT' };
    expect(wrong(draft)).toEqual([]);
    expect(toFilter(draft)).toEqual({ accountNumber: '963001234', from: '2026-10-01', to: '2026-10-31', minAmount: '1000.00', keyword: 'fee', direction: 'DEBIT' });
    expect(hasFilter(toFilter(draft))).toBe(true);
    expect(hasFilter(toFilter(EMPTY_DRAFT))).toBe(false);
  });

  it('names the fields in error', () => {
    expect(wrong({ ...EMPTY_DRAFT, from: '30/02/2026' })).toEqual(['from']);
    expect(wrong({ ...EMPTY_DRAFT, from: '02/10/2026', to: '01/10/2026' })).toEqual(['to']);
    expect(wrong({ ...EMPTY_DRAFT, minAmount: '-5' })).toEqual(['minAmount']);
    expect(wrong({ ...EMPTY_DRAFT, minAmount: '50', maxAmount: '10' })).toEqual(['maxAmount']);
    expect(wrong({ ...EMPTY_DRAFT, maxAmount: 'ten' })).toEqual(['maxAmount']);
    expect(wrong({ ...EMPTY_DRAFT, maxAmount: '0.001' })).toEqual(['maxAmount']);
    expect(wrong({ ...EMPTY_DRAFT, minAmount: '9.5', maxAmount: '10' })).toEqual([]);
  });
});
