// A wrap account's fees for a year (issue 32 §3), worked out exactly (fee-maths.ts): on the standard schedule
// (fee-schedule.ts) from a balance, the investments it holds and the adviser fee, or on an open account's own
// pricing, the rates its Fees tab charges (account-reports/fees.ts). Either way a year is twelve months' fees, each
// month's rounded to the cent, so for an open account at its last month-end value the year is exactly twelve times
// that month's fees on the Fees tab.
import { feeRates, monthFees, type FeeType as ChargedFeeType } from '../account-reports/fees.js';
import {
  ADMINISTRATION_FIXED_YEARLY, ADMINISTRATION_TIERS, CASH_FEE_PCT, MENU_BY_CODE,
} from './fee-schedule.js';
import { applyRate, centsOf, fixedYearly, monthOf, rateText, rateUnits, RATE_PLACES } from './fee-maths.js';

export type FeeType = ChargedFeeType | 'CASH';
export const ESTIMATE_FEE_TYPES: readonly FeeType[] = ['ADMINISTRATION', 'INVESTMENT', 'CASH', 'ADVISER_SERVICE'];

export type AdviserFee = { type: 'PERCENT'; units: bigint } | { type: 'DOLLAR'; cents: bigint };

export interface EstimateInput {
  balance: bigint;
  investments: readonly { code: string; cents: bigint }[];
  adviserFee: AdviserFee;
}

export interface EstimateLine {
  feeType: FeeType;
  /** The investment's code for an investment's line; null otherwise. */
  code: string | null;
  description: string;
  /** Cents the rate applies to. */
  basis: bigint;
  /** % a year as text; null when the line has no single rate (tiered administration). */
  ratePct: string | null;
  /** A fixed yearly amount in the line, cents (the account fee, a dollar adviser fee). */
  fixed: bigint | null;
  monthly: bigint;
}

export interface Estimate {
  pricing: 'STANDARD' | 'ACCOUNT';
  balance: bigint;
  cash: bigint;
  lines: EstimateLine[];
}

const CENTS = (text: string) => centsOf(text)!;

/** Each tier's share of the balance times its rate (the administration fee's percentage part, as monthOf takes). */
export function tieredAdministration(balance: bigint): bigint {
  let sum = 0n;
  for (const tier of ADMINISTRATION_TIERS) {
    const from = CENTS(tier.from);
    const to = tier.to === null ? null : CENTS(tier.to);
    const top = to === null || balance < to ? balance : to;
    if (top > from) sum += applyRate(top - from, rateUnits(tier.ratePct));
  }
  return sum;
}

/** The standard schedule's estimate; the investments must be on the menu and add up to no more than the balance. */
export function standardEstimate(input: EstimateInput): Estimate {
  const invested = input.investments.reduce((s, i) => s + i.cents, 0n);
  const cash = input.balance - invested;
  const lines: EstimateLine[] = [
    {
      feeType: 'ADMINISTRATION', code: null, description: 'Administration fee', basis: input.balance, ratePct: null,
      fixed: CENTS(ADMINISTRATION_FIXED_YEARLY),
      monthly: input.balance > 0n ? monthOf(tieredAdministration(input.balance) + fixedYearly(CENTS(ADMINISTRATION_FIXED_YEARLY))) : 0n,
    },
    ...input.investments.map((i): EstimateLine => {
      const menu = MENU_BY_CODE.get(i.code)!;
      return {
        feeType: 'INVESTMENT', code: i.code, description: menu.asset.name, basis: i.cents, ratePct: menu.feePct, fixed: null,
        monthly: monthOf(applyRate(i.cents, rateUnits(menu.feePct))),
      };
    }),
    { feeType: 'CASH', code: null, description: 'Cash account fee', basis: cash, ratePct: CASH_FEE_PCT, fixed: null, monthly: monthOf(applyRate(cash, rateUnits(CASH_FEE_PCT))) },
    input.adviserFee.type === 'PERCENT'
      ? { feeType: 'ADVISER_SERVICE', code: null, description: 'Ongoing adviser service fee', basis: input.balance, ratePct: rateText(input.adviserFee.units), fixed: null, monthly: monthOf(applyRate(input.balance, input.adviserFee.units)) }
      : { feeType: 'ADVISER_SERVICE', code: null, description: 'Ongoing adviser service fee', basis: input.balance, ratePct: null, fixed: input.adviserFee.cents, monthly: monthOf(fixedYearly(input.adviserFee.cents)) },
  ];
  return { pricing: 'STANDARD', balance: input.balance, cash, lines };
}

/** A float rate from fees.ts as % text to RATE_PLACES places, for showing only: the fees are monthFees' own. */
const shownPct = (fraction: number) => (fraction * 100).toFixed(RATE_PLACES).replace(/0+$/, '').replace(/\.$/, '');

/**
 * An open account's estimate on its own pricing: the month's fees are monthFees' for the balance (the Fees tab's
 * function, float rates and all), so the year is exactly 12 x what the Fees tab charges a month on that value.
 */
export function accountEstimate(accountId: string, balance: bigint, cash: bigint): Estimate {
  const rates = feeRates(accountId);
  const month = monthFees(accountId, Number(balance));
  const cents = (dollarsAmount: number) => BigInt(Math.round(dollarsAmount * 100));
  return {
    pricing: 'ACCOUNT',
    balance,
    cash,
    lines: [
      { feeType: 'ADMINISTRATION', code: null, description: 'Administration fee', basis: balance, ratePct: shownPct(rates.ADMINISTRATION), fixed: BigInt(rates.adminFixed) * 100n, monthly: cents(month.ADMINISTRATION) },
      { feeType: 'INVESTMENT', code: null, description: 'Investment management fees', basis: balance, ratePct: shownPct(rates.INVESTMENT), fixed: null, monthly: cents(month.INVESTMENT) },
      { feeType: 'ADVISER_SERVICE', code: null, description: 'Ongoing adviser service fee', basis: balance, ratePct: shownPct(rates.ADVISER_SERVICE), fixed: null, monthly: cents(month.ADVISER_SERVICE) },
    ],
  };
}

/** The year's total by fee type, in ESTIMATE_FEE_TYPES order (types without a line left out). */
export function totalsByType(estimate: Estimate): { feeType: FeeType; monthly: bigint }[] {
  return ESTIMATE_FEE_TYPES.filter((type) => estimate.lines.some((l) => l.feeType === type)).map((feeType) => ({
    feeType,
    monthly: estimate.lines.filter((l) => l.feeType === feeType).reduce((s, l) => s + l.monthly, 0n),
  }));
}
