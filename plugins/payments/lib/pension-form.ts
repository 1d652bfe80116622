// The adhoc pension payment form's rules (002 §3 request_details, §5 date helpers and payment field limits,
// §9 the $500,000 online limit) and the request it sends. Each rule answers a copy key, or null when valid.
import type { CopyKey } from '@kit/copy';
import type { RetirementRequestInput } from '@kit/gql/graphql';
import { compareDecimal, moneyFromInput } from '@kit/money';
import { sydneyToday } from '@kit/sydney-time';

/** 002 §9: withdrawals over $500,000 are refused online. */
export const ONLINE_LIMIT = '500000.00';

/** The request's `option` (ours: 002 §3 names the field, not its values). */
export const PAYMENT_OPTIONS = [
  { value: 'Gross', label: 'payments.pension.optionGross' },
  { value: 'Net', label: 'payments.pension.optionNet' },
] as const satisfies readonly { value: string; label: CopyKey }[];

export type PaymentOption = (typeof PAYMENT_OPTIONS)[number]['value'];

export interface PensionFormValues {
  /** dd/MM/yyyy as typed. */
  dateOfBirth: string;
  amount: string;
  option: PaymentOption | '';
  bsb: string;
  accountNumber: string;
  accountName: string;
}

export const EMPTY_PENSION_FORM: PensionFormValues = { dateOfBirth: '', amount: '', option: '', bsb: '', accountNumber: '', accountName: '' };

const DAY_SHAPE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** 002 §5: dd/MM/yyyy with month 1 to 12 and a day within the month, as yyyy-MM-dd; else null. */
export function parseDisplayDay(text: string): string | null {
  const m = DAY_SHAPE.exec(text.trim());
  if (!m) return null;
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (month < 1 || month > 12 || day < 1) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth) return null;
  return `${m[3]}-${m[2]}-${m[1]}`;
}

/** 002 §5 "before today": a date of birth is a valid day before today. */
export function dateOfBirthProblem(text: string, today: string = sydneyToday()): CopyKey | null {
  if (!text.trim()) return 'payments.pension.dobRequired';
  const day = parseDisplayDay(text);
  if (!day) return 'payments.pension.dobInvalid';
  return day < today ? null : 'payments.pension.dobNotPast';
}

const MONEY = /^(\d+(\.\d{0,2})?|\.\d{1,2})$/;

/** The amount typed ('$1,250.50' allowed) as Money text ("1250.50"); null when it is not a number with at most 2 decimals. */
export function parseAmount(text: string): string | null {
  const plain = text.replace(/[$,\s]/g, '');
  if (!MONEY.test(plain)) return null;
  return moneyFromInput(plain);
}

/** The amount's rules: required, more than zero with at most 2 decimals (002 §5), at most $500,000 (§9). */
export function amountProblem(text: string): CopyKey | null {
  if (!text.trim()) return 'payments.field.amountRequired';
  const amount = parseAmount(text);
  if (amount === null || compareDecimal(amount, '0') <= 0) return 'payments.field.amountPositive';
  return compareDecimal(amount, ONLINE_LIMIT) > 0 ? 'payments.pension.overLimit' : null;
}

export const optionProblem = (value: string): CopyKey | null =>
  PAYMENT_OPTIONS.some((o) => o.value === value) ? null : 'payments.pension.optionRequired';

/** The BSB's digits: spaces and one hyphen removed. */
export function bsbDigits(text: string): string {
  return text.replace(/\s/g, '').replace('-', '');
}

/** 002 §5: a hyphen after 3 digits when the BSB has more than 5 characters. */
export function formatBsb(text: string): string {
  const digits = bsbDigits(text);
  return digits.length > 5 ? `${digits.slice(0, 3)}-${digits.slice(3)}` : digits;
}

export const isCompleteBsb = (text: string): boolean => /^\d{6}$/.test(bsbDigits(text));

export function bsbProblem(text: string): CopyKey | null {
  if (!text.trim()) return 'payments.field.codeRequired';
  return isCompleteBsb(text) ? null : 'payments.field.codeInvalid';
}

/** 002 §9: account number 3 to 9 digits. */
export function accountNumberProblem(text: string): CopyKey | null {
  const value = text.trim();
  if (!value) return 'payments.field.accountNumberRequired';
  return /^\d{3,9}$/.test(value) ? null : 'payments.field.accountNumberDigits';
}

/** 002 §9: account name at most 35 characters; letters, digits, spaces, apostrophes, hyphens and round brackets. */
export function accountNameProblem(text: string): CopyKey | null {
  const value = text.trim();
  if (!value) return 'payments.field.accountNameRequired';
  if (value.length > 35) return 'payments.field.accountNameLength';
  return /^[A-Za-z0-9 '()-]+$/.test(value) ? null : 'payments.field.accountNameCharacters';
}

/** The 002 §3 request for the gateway; branch is the BSB lookup's branch name, when it found one. */
export function pensionRequestInput(values: PensionFormValues, accountNumber: string, branch: string | null): RetirementRequestInput {
  return {
    kind: 'PENSION_PAYMENT',
    accountNumber,
    dateOfBirth: parseDisplayDay(values.dateOfBirth),
    amount: parseAmount(values.amount),
    option: values.option || null,
    toAccountBsb: bsbDigits(values.bsb),
    toAccountNumber: values.accountNumber.trim(),
    toAccountName: values.accountName.trim(),
    toAccountBranch: branch,
  };
}

/**
 * The validation errors shown under a refused request's message (002 §5 tiers, applied by the gateway): the
 * E-coded validation errors only; the upstream's words for a code the gateway has mapped say nothing more
 * than the message, and repeats of it are dropped.
 */
export function shownValidationMessages(errors: readonly { code: string; message: string }[], message: string): string[] {
  const shown = errors.filter((e) => /^E\d+$/i.test(e.code) && e.message.trim() && e.message !== message).map((e) => e.message);
  return [...new Set(shown)];
}
