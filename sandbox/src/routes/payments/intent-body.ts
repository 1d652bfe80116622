// The body of a pension payment, rollover or super withdrawal (002 §3 Adhoc pension payment request), read field
// by field: each failure is a 400 naming the field, and only these fields are stored (not whatever else was sent).
// Rules: the amount whole cents above zero; the destination as 002 §5's payment fields (BSB 6 digits, account
// number 3 to 9 digits, account name at most 35 of letters, digits, spaces, ' - ( )); the rest ours (README).
import { HttpError } from '../../http/http-error.js';
import { dollarsOf, readAmount } from '../shared/amount-cents.js';
import { validDay } from './payment-model.js';

export const traverseError = (status: number, code: string, message: string) =>
  new HttpError(status, { error: code.toLowerCase(), message, errors: [{ code, message }] });
const bad = (message: string) => traverseError(400, 'BAD_REQUEST', message);

const obj = (v: unknown, name: string, optional = false): Record<string, unknown> => {
  if (optional && (v === undefined || v === null)) return {};
  if (!v || typeof v !== 'object' || Array.isArray(v)) throw bad(`${name} must be an object`);
  return v as Record<string, unknown>;
};

/** Short texts (names, options, badges): no markup, quotes or controls. */
const SHORT_TEXT = /^[\p{L}\p{M}\p{N} &'’()+,\-./:;?@#_]*$/u;
const ACCOUNT_NAME = /^[A-Za-z0-9 '()-]+$/;

function optional(value: unknown, name: string, rule: { max: number; pattern: RegExp; says: string }): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string' || value.trim().length > rule.max || !rule.pattern.test(value.trim())) throw bad(`${name} must be ${rule.says}`);
  return value.trim() || null;
}
const text = (max: number) => ({ max, pattern: SHORT_TEXT, says: `at most ${max} letters, digits, spaces and & ' ( ) + , - . / : ; ? @ # _` });

/** The account, the amount (Infinity past 10^13 dollars: over any limit) and the fields kept with the intent. */
export function readIntentBody(body: unknown, amountRequired: boolean) {
  const b = obj(body, 'body');
  const account = obj(b.account_details, 'account_details');
  const accountNumber = optional(account.account_number, 'account_details.account_number', { max: 12, pattern: /^[A-Za-z0-9]+$/, says: '1 to 12 letters or digits' });
  if (!accountNumber) throw bad('account_details.account_number is required');
  const details = obj(b.request_details, 'request_details', true);
  const reading = readAmount(details.amount === '' ? null : details.amount);
  let amount: number | null = null;
  if (reading.kind === 'missing') {
    if (amountRequired) throw bad('request_details.amount is required');
  } else if (reading.kind === 'tooLarge' && !reading.negative) amount = Number.POSITIVE_INFINITY;
  else if (reading.kind !== 'cents' || reading.negative || reading.cents === 0) {
    throw bad('request_details.amount must be an amount in dollars greater than zero with at most 2 decimals');
  } else amount = dollarsOf(reading.cents);
  const bsb = optional(details.to_account_bsb, 'request_details.to_account_bsb', { max: 7, pattern: /^\d{3}-?\d{3}$/, says: '6 digits (one hyphen allowed)' });
  const client = obj(b.client_details, 'client_details', true);
  const dob = optional(client.date_of_birth, 'client_details.date_of_birth', { max: 10, pattern: /^\d{4}-\d{2}-\d{2}$/, says: 'a date yyyy-MM-dd' });
  if (dob && !validDay(dob)) throw bad('client_details.date_of_birth must be a date yyyy-MM-dd');
  const submission = obj(b.submission_details, 'submission_details', true);
  const stored = {
    submission_details: {
      portal: optional(submission.portal, 'submission_details.portal', text(50)),
      requester_name: optional(submission.requester_name, 'submission_details.requester_name', text(100)),
      requester_mac: optional(submission.requester_mac, 'submission_details.requester_mac', text(20)),
    },
    account_details: { account_number: accountNumber },
    client_details: { date_of_birth: dob },
    request_details: {
      amount: amount !== null && Number.isFinite(amount) ? amount : null,
      option: optional(details.option, 'request_details.option', text(20)),
      to_account_number: optional(details.to_account_number, 'request_details.to_account_number', { max: 9, pattern: /^\d{3,9}$/, says: '3 to 9 digits' }),
      to_account_bsb: bsb?.replace('-', '') ?? null,
      to_account_name: optional(details.to_account_name, 'request_details.to_account_name', { max: 35, pattern: ACCOUNT_NAME, says: "at most 35 letters, digits, spaces, ' - ( )" }),
      to_account_branch: optional(details.to_account_branch, 'request_details.to_account_branch', text(50)),
      badge: optional(details.badge, 'request_details.badge', text(30)),
    },
  };
  return { accountNumber, amount, stored };
}
