import { describe, expect, it } from 'vitest';
import { t } from '@kit/copy';
import { checkRules } from '@kit/form/field-rules';
import { asAtRules } from './as-at';

describe('as-at rules', () => {
  it('take a real day up to today and from the opening day, saying which rule failed', () => {
    const rules = asAtRules('2026-11-29', '2015-03-02');
    const message = (asAt: string) => checkRules(rules, { asAt }).asAt?.message;
    expect(message('29/11/2026')).toBeUndefined();
    expect(message('02/03/2015')).toBeUndefined();
    expect(message('31/02/2026')).toBe(t('portfolio.valuation.dateInvalid'));
    expect(message('30/11/2026')).toBe(t('portfolio.valuation.dateFuture'));
    expect(message('01/03/2015')).toBe(t('portfolio.valuation.dateBeforeOpen', { date: '02 Mar 2015' }));
    expect(checkRules(asAtRules('2026-11-29', null), { asAt: '01/01/1990' })).toEqual({});
  });
});
