// The estimate form's values, rules and the GraphQL input they make (docs/architecture.md "Forms"). Amounts are read
// exactly (kit money.ts), never as floats. The rules mirror what the fee service refuses, so an adviser meets them
// at the field before a call; the service's own refusals land at the same fields (setError).
import type { CopyKey } from '@kit/copy';
import type { FormRules } from '@kit/form/field-rules';
import type { AdviserFeeKind, FeeEstimateInput } from '@kit/gql/graphql';
import { formatAmount } from '@kit/format-values';
import { compareDecimal, moneyFromInput, shortestDecimal, sumMoney } from '@kit/money';

export interface InvestmentRow {
  code: string;
  amount: string;
}

export type Pricing = 'STANDARD' | 'ACCOUNT';

export interface EstimateFormValues {
  balance: string;
  investments: InvestmentRow[];
  adviserFeeKind: AdviserFeeKind;
  adviserFee: string;
  /** ACCOUNT only once an account is prefilled. */
  pricing: Pricing;
}

export const EMPTY_ESTIMATE_FORM: EstimateFormValues = { balance: '', investments: [], adviserFeeKind: 'PERCENT', adviserFee: '', pricing: 'STANDARD' };

/** The schedule's limits the rules need. */
export interface ScheduleLimits {
  codes: ReadonlySet<string>;
  maxRate: string;
  maxAmount: string;
}

/** The most money the form takes as a balance (the service's limit). */
export const MAX_BALANCE = '100000000.00';
const RATE = /^\d+(\.\d{1,4})?$/;

/** Money text of what was typed, or null. */
export const amountOf = (typed: string): string | null => {
  const money = moneyFromInput(typed);
  return money !== null && compareDecimal(money, '0') >= 0 ? money : null;
};

/** A % typed as "0.55" or "0.55%": decimal text with at most 4 places, or null. */
export const rateOf = (typed: string): string | null => {
  const plain = typed.replace(/[%\s]/g, '');
  return RATE.test(plain) ? plain : null;
};

export function balanceProblem(typed: string): CopyKey | null {
  if (!typed.trim()) return 'feeCalculator.field.balance.required';
  const money = amountOf(typed);
  if (money === null) return 'feeCalculator.field.amount.invalid';
  if (compareDecimal(money, '0') <= 0) return 'feeCalculator.field.balance.positive';
  if (compareDecimal(money, MAX_BALANCE) > 0) return 'feeCalculator.field.balance.max';
  return null;
}

/** The investments' total (Money), counting only amounts that read. */
export const investedTotal = (rows: readonly InvestmentRow[]): string => sumMoney(rows.map((r) => amountOf(r.amount)));

export function investedProblem(values: EstimateFormValues): CopyKey | null {
  const balance = amountOf(values.balance);
  if (balance === null || values.pricing === 'ACCOUNT') return null;
  return compareDecimal(investedTotal(values.investments), balance) > 0 ? 'feeCalculator.field.investments.overBalance' : null;
}

export function adviserFeeProblem(values: EstimateFormValues, limits: ScheduleLimits): CopyKey | null {
  const typed = values.adviserFee;
  if (!typed.trim()) return 'feeCalculator.field.adviserFee.required';
  if (values.adviserFeeKind === 'PERCENT') {
    const rate = rateOf(typed);
    if (rate === null) return 'feeCalculator.field.adviserFee.rateInvalid';
    return compareDecimal(rate, limits.maxRate) > 0 ? 'feeCalculator.field.adviserFee.rateMax' : null;
  }
  const money = amountOf(typed);
  if (money === null) return 'feeCalculator.field.amount.invalid';
  return compareDecimal(money, limits.maxAmount) > 0 ? 'feeCalculator.field.adviserFee.amountMax' : null;
}

/** The adviser fee's limit as the adviser reads it: "3" (a %) or "$30,000.00". */
export const adviserFeeMax = (kind: AdviserFeeKind, limits: ScheduleLimits): string => (kind === 'PERCENT' ? shortestDecimal(limits.maxRate) : formatAmount(limits.maxAmount));

const standard = (v: EstimateFormValues) => v.pricing === 'STANDARD';

/** The rules for the form as it stands (one entry per investment row). */
export function estimateRules(values: EstimateFormValues, limits: ScheduleLimits): FormRules<EstimateFormValues> {
  const rules: Record<string, FormRules<EstimateFormValues>[string]> = {
    balance: [{ check: (v: string) => balanceProblem(v) }, { check: (_: never, all) => investedProblem(all) }],
    adviserFee: [{ when: standard, check: (_: never, all) => adviserFeeProblem(all, limits), vars: (all) => ({ max: adviserFeeMax(all.adviserFeeKind, limits) }) }],
  };
  values.investments.forEach((_, n) => {
    rules[`investments.${n}.code`] = [
      { when: standard, required: true, message: 'feeCalculator.field.investment.required' },
      { when: standard, check: (code: string) => (limits.codes.has(code) ? null : 'feeCalculator.field.investment.required') },
      { when: standard, check: (code: string, all) => (all.investments.findIndex((r) => r.code === code) < n ? 'feeCalculator.field.investment.duplicate' : null) },
    ];
    rules[`investments.${n}.amount`] = [
      { when: standard, required: true, message: 'feeCalculator.field.investmentAmount.required' },
      { when: standard, check: (typed: string) => (amountOf(typed) === null ? 'feeCalculator.field.amount.invalid' : compareDecimal(amountOf(typed)!, '0') <= 0 ? 'feeCalculator.field.investmentAmount.positive' : null) },
    ];
  });
  return rules;
}

/** The GraphQL input of valid values; `accountId` for an account's own pricing (ACCOUNT pricing needs one). */
export function estimateInput(values: EstimateFormValues, accountId: string | null): FeeEstimateInput {
  if (values.pricing === 'ACCOUNT' && !accountId) throw new Error('An account pricing estimate without its account');
  const account = values.pricing === 'ACCOUNT' && accountId;
  return {
    balance: amountOf(values.balance)!,
    investments: values.investments.map((r) => ({ code: r.code, amount: amountOf(r.amount)! })),
    adviserFee: account ? { kind: 'PERCENT', value: '0' } : { kind: values.adviserFeeKind, value: values.adviserFeeKind === 'PERCENT' ? rateOf(values.adviserFee)! : amountOf(values.adviserFee)! },
    ...(account ? { accountId } : {}),
  };
}

/** The form an open account fills: its value, its investments (as typed text), on its own pricing. */
export function prefilledValues(inputs: { balance: string; investments: readonly { code: string; amount: string }[] }, current: EstimateFormValues): EstimateFormValues {
  return {
    ...current,
    balance: shortestDecimal(inputs.balance),
    investments: inputs.investments.map((i) => ({ code: i.code, amount: shortestDecimal(i.amount) })),
    pricing: 'ACCOUNT',
  };
}
