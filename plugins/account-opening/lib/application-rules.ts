// Each wizard step's values and rules (docs/architecture.md "Forms"): the bank's rules for an application
// (sandbox/README.md "Account opening"), stated at each field by its hint and checked here before a step is saved.
// The bank checks them again; money is compared as decimal text, never as a float.
import type { CopyKey } from '@kit/copy';
import { parseDayText } from '@kit/date/day-text';
import type { FormRules } from '@kit/form/field-rules';
import { compareDecimal, moneyFromInput } from '@kit/money';
import { sydneyToday } from '@kit/sydney-time';
import type { OpenAccountProduct } from '@kit/gql/graphql';

export interface ProductLimits { product: OpenAccountProduct; adviserFee: boolean; minAmount: string; maxAmount: string; amountRequired: boolean; minAge: number }

export const STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const;
export const TERMS = ['1', '3', '6', '12', '24', '36', '60'] as const;
export const STATEMENT_FREQUENCIES = ['MONTHLY', 'QUARTERLY', 'HALF_YEARLY'] as const;
export const INTEREST_PAYMENTS = ['AT_MATURITY', 'ANNUALLY', 'MONTHLY'] as const;
export const MATURITY_INSTRUCTIONS = ['REINVEST', 'PAY_TO_LINKED'] as const;
export const INVESTMENT_MENUS = ['CORE', 'FULL'] as const;
export const PENSION_FREQUENCIES = ['MONTHLY', 'QUARTERLY', 'ANNUALLY'] as const;
export const FEE_TYPES = ['NONE', 'PERCENT', 'DOLLAR'] as const;
export const TFN_STATUSES = ['PROVIDED', 'EXEMPT', 'NOT_PROVIDED'] as const;
export const MAX_FEE_PERCENT = '2.20';
export const MAX_FEE_DOLLARS = '50000.00';
export const MAX_UPFRONT_FEE = '100000.00';

export interface ClientValues {
  mode: 'existing' | 'new';
  contactId: string;
  clientLabel: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  street: string;
  suburb: string;
  state: string;
  postcode: string;
  email: string;
  mobile: string;
  tfnStatus: string;
  tfn: string;
}

export interface OptionValues {
  amount: string;
  statementFrequency: string;
  termMonths: string;
  interestPayment: string;
  maturityInstruction: string;
  investmentMenu: string;
  pensionFrequency: string;
}

export interface LinkedValues { bsb: string; accountNumber: string; accountName: string }
export interface FeeValues { ongoingType: string; ongoingPercent: string; ongoingDollars: string; upfront: string }

const NAME = /^\p{L}[\p{L}' .-]*$/u;
const PLACE = /^\p{L}[\p{L}' .-]*$/u;

/** Whole years from `birth` to `on`, both yyyy-MM-dd. */
export function ageOn(birth: string, on: string): number {
  const [by, bm, bd] = birth.split('-').map(Number);
  const [y, m, d] = on.split('-').map(Number);
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/** The ATO's check digits: weights 1, 4, 3, 7, 5, 8, 6, 9, 10 (8 digits: 10, 7, 8, 4, 6, 3, 5, 1), a multiple of 11. */
export function validTfn(typed: string): boolean {
  const digits = typed.replace(/\s/g, '');
  if (!/^\d{8,9}$/.test(digits)) return false;
  const weights = digits.length === 9 ? [1, 4, 3, 7, 5, 8, 6, 9, 10] : [10, 7, 8, 4, 6, 3, 5, 1];
  return [...digits].reduce((s, c, i) => s + Number(c) * weights[i], 0) % 11 === 0;
}

export function dateOfBirthProblem(typed: string, minAge: number, today = sydneyToday()): CopyKey | null {
  if (!typed.trim()) return 'openAccount.rule.dateOfBirthRequired';
  const day = parseDayText(typed);
  if (!day) return 'kit.date.invalid';
  if (day > today || ageOn(day, today) > 120) return 'openAccount.rule.dateOfBirthRange';
  if (ageOn(day, today) < minAge) return 'openAccount.rule.tooYoung';
  return null;
}

const isNew = (v: ClientValues) => v.mode === 'new';

export const clientRules = (limits: ProductLimits): FormRules<ClientValues> => ({
  contactId: [{ when: (v) => !isNew(v), required: true, message: 'openAccount.rule.clientRequired' }],
  firstName: [
    { when: isNew, required: true, message: 'openAccount.rule.firstNameRequired' },
    { when: isNew, maxLength: 40, pattern: NAME, message: 'openAccount.rule.name' },
  ],
  lastName: [
    { when: isNew, required: true, message: 'openAccount.rule.lastNameRequired' },
    { when: isNew, maxLength: 40, pattern: NAME, message: 'openAccount.rule.name' },
  ],
  dateOfBirth: [{ when: isNew, check: (v: string) => dateOfBirthProblem(v, limits.minAge), vars: () => ({ age: limits.minAge }) }],
  street: [{ when: isNew, required: true, maxLength: 80, message: 'openAccount.rule.street' }],
  suburb: [
    { when: isNew, required: true, message: 'openAccount.rule.suburbRequired' },
    { when: isNew, maxLength: 40, pattern: PLACE, message: 'openAccount.rule.suburb' },
  ],
  state: [{ when: isNew, required: true, message: 'openAccount.rule.state' }],
  postcode: [{ when: isNew, required: true, pattern: /^\d{4}$/, message: 'openAccount.rule.postcode' }],
  email: [{ when: isNew, required: true, maxLength: 100, pattern: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, message: 'openAccount.rule.email' }],
  mobile: [{ when: isNew, required: true, pattern: /^04\d{8}$/, message: 'openAccount.rule.mobile' }],
  tfnStatus: [{ when: isNew, required: true, message: 'openAccount.rule.tfnStatus' }],
  tfn: [{ when: (v) => isNew(v) && v.tfnStatus === 'PROVIDED', check: (v: string) => (validTfn(v) ? null : 'openAccount.rule.tfn') }],
});

/** An amount within the product's limits, whole cents; blank only where the product takes none. */
export function amountProblem(typed: string, limits: ProductLimits): CopyKey | null {
  if (!typed.trim()) return limits.amountRequired ? 'openAccount.rule.amountRequired' : null;
  const money = moneyFromInput(typed);
  if (money === null) return 'openAccount.rule.amountCents';
  if (compareDecimal(money, limits.minAmount) < 0 || compareDecimal(money, limits.maxAmount) > 0) return 'openAccount.rule.amountRange';
  return null;
}

export const optionRules = (limits: ProductLimits): FormRules<OptionValues> => {
  const p = limits.product;
  return {
    amount: [{ check: (v: string) => amountProblem(v, limits) }],
    statementFrequency: [{ when: () => p === 'CASH', required: true, message: 'openAccount.rule.choose' }],
    termMonths: [{ when: () => p === 'TERM_DEPOSIT', required: true, message: 'openAccount.rule.choose' }],
    interestPayment: [{ when: () => p === 'TERM_DEPOSIT', required: true, message: 'openAccount.rule.choose' }],
    maturityInstruction: [{ when: () => p === 'TERM_DEPOSIT', required: true, message: 'openAccount.rule.choose' }],
    investmentMenu: [{ when: () => p === 'INVESTMENT' || p === 'SUPER' || p === 'PENSION', required: true, message: 'openAccount.rule.choose' }],
    pensionFrequency: [{ when: () => p === 'PENSION', required: true, message: 'openAccount.rule.choose' }],
  };
};

export const linkedRules: FormRules<LinkedValues> = {
  bsb: [{ required: true, pattern: /^\d{3}-?\d{3}$/, message: 'openAccount.rule.bsb' }],
  accountNumber: [{ required: true, pattern: /^\d{6,9}$/, message: 'openAccount.rule.bankAccount' }],
  accountName: [{ required: true, maxLength: 32, message: 'openAccount.rule.accountName' }],
};

const PERCENT = /^\d{1,2}(\.\d{1,2})?$/;

export function percentProblem(typed: string): CopyKey | null {
  const v = typed.trim();
  if (!PERCENT.test(v) || compareDecimal(v, '0.01') < 0 || compareDecimal(v, MAX_FEE_PERCENT) > 0) return 'openAccount.rule.feePercent';
  return null;
}

function moneyWithin(typed: string, min: string, max: string, blankOk: boolean): boolean {
  if (!typed.trim()) return blankOk;
  const money = moneyFromInput(typed);
  return money !== null && compareDecimal(money, min) >= 0 && compareDecimal(money, max) <= 0;
}

export const feeRules: FormRules<FeeValues> = {
  ongoingType: [{ required: true, message: 'openAccount.rule.choose' }],
  ongoingPercent: [{ when: (v) => v.ongoingType === 'PERCENT', check: (v: string) => percentProblem(v) }],
  ongoingDollars: [{ when: (v) => v.ongoingType === 'DOLLAR', check: (v: string) => (moneyWithin(v, '1', MAX_FEE_DOLLARS, false) ? null : 'openAccount.rule.feeDollars') }],
  upfront: [{ check: (v: string) => (moneyWithin(v, '0', MAX_UPFRONT_FEE, true) ? null : 'openAccount.rule.upfront') }],
};
