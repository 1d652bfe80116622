// 002 §5 payment field messages: the upstream's rule codes mapped once to the catalogue's exact messages,
// tiered and sorted like every validation answer (request-centre/validation-tiers.ts), so the web can show
// each under its field.
import { text, type Copy } from '../../copy.js';
import { tierOf } from '@gateway/kit/validation-tiers.js';
import { errorItems } from '@gateway/kit/upstream-errors.js';
import { readAmount } from '@gateway/kit/amount-cents.js';

/** Upstream code -> copy key (payments.field.*). */
export const FIELD_MESSAGE_KEYS: Readonly<Record<string, string>> = {
  AMOUNT_REQUIRED: 'payments.field.amountRequired',
  AMOUNT_NOT_POSITIVE: 'payments.field.amountPositive',
  OVER_ONLINE_LIMIT: 'payments.field.overOnlineLimit',
  INSUFFICIENT_FUNDS: 'payments.field.insufficientFunds',
  DESCRIPTION_TOO_LONG: 'payments.field.descriptionTooLong',
  CRN_REQUIRED: 'payments.field.crnRequired',
  CRN_NUMERIC: 'payments.field.crnNumeric',
  CRN_LENGTH: 'payments.field.crnLength',
  CRN_INVALID: 'payments.field.crnInvalid',
  BILLER_CODE_REQUIRED: 'payments.field.codeRequired',
  BILLER_CODE_INVALID: 'payments.field.codeInvalid',
  BSB_REQUIRED: 'payments.field.codeRequired',
  BSB_INVALID: 'payments.field.codeInvalid',
  ACCOUNT_NUMBER_REQUIRED: 'payments.field.accountNumberRequired',
  ACCOUNT_NUMBER_DIGITS: 'payments.field.accountNumberDigits',
  ACCOUNT_NAME_REQUIRED: 'payments.field.accountNameRequired',
  ACCOUNT_NAME_LENGTH: 'payments.field.accountNameLength',
  ACCOUNT_NAME_CHARACTERS: 'payments.field.accountNameCharacters',
  PAYEE_EXISTS: 'payments.field.payeeExists',
  BILLER_NAME_INVALID: 'payments.field.billerNameInvalid',
  NICKNAME_INVALID: 'payments.field.nicknameInvalid',
  DESCRIPTION_CHARACTERS: 'payments.field.descriptionCharacters',
  SCHEDULE_TYPE_INVALID: 'payments.field.scheduleTypeInvalid',
  NEXT_DATE_INVALID: 'payments.field.nextDateInvalid',
  NEXT_DATE_NOT_FUTURE: 'payments.field.nextDateNotFuture',
  NOT_BUSINESS_DAY: 'payments.field.notBusinessDay',
  FREQUENCY_INVALID: 'payments.field.frequencyInvalid',
  LAST_DATE_INVALID: 'payments.field.lastDateInvalid',
  LAST_DATE_NOT_AFTER_NEXT: 'payments.field.lastDateNotAfterNext',
  DESTINATION_INVALID: 'payments.field.destinationInvalid',
  FROM_ACCOUNT_REQUIRED: 'payments.field.fromAccountRequired',
  FROM_ACCOUNT_INVALID: 'payments.field.fromAccountInvalid',
  NO_AUTHORISERS: 'payments.field.noAuthorisers',
  AUTHORITY_INVALID: 'payments.field.authorityInvalid',
  IDEMPOTENCY_KEY_REUSED: 'payments.idempotencyKeyReused',
};

export interface PaymentFieldError {
  code: string;
  field: string | null;
  message: string;
}

/** One error's message: the catalogue's for a known code, else `fallbackKey`'s (never the upstream's wording). */
export const fieldMessage = (code: string, copy: Copy, fallbackKey = 'payments.generic') =>
  text(copy, FIELD_MESSAGE_KEYS[code] ?? fallbackKey);

/** The field errors of a failed validate or save body, lowest tier only (002 §5), sorted by code. */
export function paymentFieldErrors(body: unknown, copy: Copy, fallbackKey = 'payments.generic'): PaymentFieldError[] {
  const all = errorItems(body)
    .filter((e): e is { code: string; field?: unknown } => typeof e.code === 'string')
    .map((e) => ({ code: e.code, field: typeof e.field === 'string' ? e.field : null, tier: tierOf(e.code) }));
  const lowest = Math.min(...all.map((e) => e.tier));
  return all
    .filter((e) => e.tier === lowest)
    .sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0))
    .map(({ code, field }) => ({ code, field, message: fieldMessage(code, copy, fallbackKey) }));
}

/**
 * The amount's rule, checked here before the payment goes upstream (issue 28): whole cents above zero, by its
 * decimal digits. More than 2 decimals takes 002 §5's 'Amount must be greater than zero. Please enter a valid
 * payment amount.', as the bank answers it. None and too much are left to the bank (AMOUNT_REQUIRED, OVER_ONLINE_LIMIT).
 */
export function amountFieldErrors(amount: string | null | undefined, copy: Copy): PaymentFieldError[] {
  const { kind } = readAmount(amount);
  if (kind === 'cents' || kind === 'missing' || kind === 'tooLarge') return [];
  return [{ code: 'AMOUNT_NOT_POSITIVE', field: 'amount', message: fieldMessage('AMOUNT_NOT_POSITIVE', copy) }];
}
