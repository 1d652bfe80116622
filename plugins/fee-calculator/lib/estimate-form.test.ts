import { describe, expect, it } from 'vitest';
import { adviserFeeProblem, balanceProblem, EMPTY_ESTIMATE_FORM, estimateInput, investedProblem, prefilledValues, rateOf } from './estimate-form';

const limits = { codes: new Set(['VAS', 'BHP']), maxRate: '3', maxAmount: '30000.00' };
const form = (over: Partial<typeof EMPTY_ESTIMATE_FORM>) => ({ ...EMPTY_ESTIMATE_FORM, ...over });

describe('estimate form rules', () => {
  it('reads the balance exactly and says what is wrong', () => {
    expect(balanceProblem('')).toBe('feeCalculator.field.balance.required');
    expect(balanceProblem('12.345')).toBe('feeCalculator.field.amount.invalid');
    expect(balanceProblem('0')).toBe('feeCalculator.field.balance.positive');
    expect(balanceProblem('100000000.01')).toBe('feeCalculator.field.balance.max');
    expect(balanceProblem('$250,000.50')).toBeNull();
  });

  it('refuses investments adding up to more than the balance, to the cent', () => {
    const investments = [{ code: 'VAS', amount: '0.1' }, { code: 'BHP', amount: '0.2' }];
    expect(investedProblem(form({ balance: '0.30', investments }))).toBeNull();
    expect(investedProblem(form({ balance: '0.29', investments }))).toBe('feeCalculator.field.investments.overBalance');
    expect(investedProblem(form({ balance: '0.29', investments, pricing: 'ACCOUNT' }))).toBeNull();
  });

  it('holds the adviser fee to the schedule limits', () => {
    expect(rateOf('0.55%')).toBe('0.55');
    expect(adviserFeeProblem(form({ adviserFee: '3.0001' }), limits)).toBe('feeCalculator.field.adviserFee.rateMax');
    expect(adviserFeeProblem(form({ adviserFee: '0.12345' }), limits)).toBe('feeCalculator.field.adviserFee.rateInvalid');
    expect(adviserFeeProblem(form({ adviserFeeKind: 'DOLLAR', adviserFee: '30,000.01' }), limits)).toBe('feeCalculator.field.adviserFee.amountMax');
    expect(adviserFeeProblem(form({ adviserFeeKind: 'DOLLAR', adviserFee: '2,200' }), limits)).toBeNull();
  });

  it('makes the input: the adviser fee as typed, or the account pricing', () => {
    const values = form({ balance: '1,000.5', investments: [{ code: 'VAS', amount: '500' }], adviserFeeKind: 'DOLLAR', adviserFee: '2,200' });
    expect(estimateInput(values, null)).toEqual({ balance: '1000.50', investments: [{ code: 'VAS', amount: '500.00' }], adviserFee: { kind: 'DOLLAR', value: '2200.00' } });
    const prefilled = prefilledValues({ balance: '1234.50', investments: [{ code: 'VAS', amount: '1000.00' }] }, values);
    expect(prefilled).toMatchObject({ balance: '1234.5', investments: [{ code: 'VAS', amount: '1000' }], pricing: 'ACCOUNT' });
    expect(estimateInput(prefilled, 'A1')).toMatchObject({ balance: '1234.50', accountId: 'A1', adviserFee: { kind: 'PERCENT', value: '0' } });
    // The account's pricing never goes without the account (it would price on the standard schedule unasked).
    expect(() => estimateInput(prefilled, null)).toThrow();
  });
});
