// The payment payload of 002 §3 and the bank's rules for it (002 §5, §9): field checks with the exact messages
// of 002 §5, the balance check, business days, future and recurring dates, and the $500,000 online threshold.
// Errors are `{ error: { errors: [{ code, message, field? }] }, message }` (002 §7 "errors in error.errors").
import { createHash } from 'node:crypto';
import type { Db } from '../../db/index.js';
import { HttpError } from '../../http/http-error.js';
import { dollarsOf, readAmount } from '../shared/amount-cents.js';
import { sydneyToday } from '../shared/format.js';
import { TEXT_MAX, TEXT_MESSAGES, descriptionText, nameText } from './payment-text.js';

export interface PaymentErrorItem { code: string; message: string; field?: string }

export const paymentError = (status: number, errors: PaymentErrorItem[]) =>
  new HttpError(status, { error: { errors }, message: errors[0]?.message ?? 'payment error' });
export const paymentNotFound = (what = 'payment') => paymentError(404, [{ code: 'NOT_FOUND', message: `No such ${what}` }]);

/** 002 §9: online withdrawal and recurring payment threshold. */
export const ONLINE_LIMIT = 500_000;
export const FREQUENCIES = ['Weekly', 'Fortnightly', 'Monthly', 'Quarterly'] as const;
export const SCHEDULE_TYPES = ['immediate', 'future', 'recurring'] as const;

/** 002 §5, verbatim. */
export const MESSAGES = {
  amountRequired: 'An amount is required. Please enter a payment amount.',
  amountPositive: 'Amount must be greater than zero. Please enter a valid payment amount.',
  descriptionTooLong: TEXT_MESSAGES.descriptionTooLong,
  crnRequired: 'A CRN is required. Please enter a CRN.',
  crnLength: 'The CRN must have a minimum of 2 and maximum of 20 digits.',
  crnNumeric: 'Only numeric values are allowed. Please amend the CRN.',
  crnInvalid: "The CRN entered isn't valid. Please enter a valid CRN.",
  codeRequired: 'A BSB or biller code is required. Please enter a valid BSB or biller code.',
  codeInvalid: 'The BSB or biller code is not valid. Please enter a valid BSB or biller code.',
  nameRequired: 'An account name is required. Please enter an account name.',
  nameCharacters: 'The account name can only contain letters, numbers, apostrophes, hyphens and round brackets. Please amend the account name to remove any other special characters.',
  nameLength: 'The account name must not exceed 35 characters. Please amend the account name.',
  numberRequired: 'An account number is required. Please enter an account number.',
  numberDigits: 'Account number must have a minimum of 3 and a maximum of 9 digits. Please amend the account number.',
  payeeExists: 'This payee already exists. Please select the existing payee from the list.',
} as const;

export interface PaymentInput {
  fromAccountNumber: string;
  amount: number;
  scheduleType: (typeof SCHEDULE_TYPES)[number];
  nextDate: string;
  lastDate: string | null;
  frequency: string | null;
  destinationType: 'BPAY' | 'EFT';
  destination: Record<string, string | null>;
  payeeName: string;
  fromPaymentNarrative: string | null;
  toPaymentNarrative: string | null;
  savePayeeBiller: boolean;
  authorities: string[] | null;
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');
const ISO = /^\d{4}-\d{2}-\d{2}$/;
export const validDay = (d: string) => ISO.test(d) && !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d);

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) { d *= 2; if (d > 9) d -= 9; }
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * The amount in dollars, whole cents read from its decimal digits (amount-cents.ts); NaN when refused. More than
 * 2 decimals is 002 §5's 'Amount must be greater than zero. Please enter a valid payment amount.' (the
 * specification has no message of its own for it), as are zero, negatives and text that is not a number.
 */
function amountOf(value: unknown, add: (code: string, message: string, field?: string) => void): number {
  const reading = readAmount(value);
  if (reading.kind === 'missing') add('AMOUNT_REQUIRED', MESSAGES.amountRequired, 'amount');
  else if (reading.kind === 'tooLarge' && !reading.negative) return Number.POSITIVE_INFINITY;
  else if (reading.kind !== 'cents' || reading.negative || reading.cents === 0) add('AMOUNT_NOT_POSITIVE', MESSAGES.amountPositive, 'amount');
  else return dollarsOf(reading.cents);
  return Number.NaN;
}

/** Reads the payload's shape; the field rules that need the store come in `checkPayment`. */
export function parsePayment(body: unknown): { input: PaymentInput; errors: PaymentErrorItem[] } {
  const errors: PaymentErrorItem[] = [];
  const add = (code: string, message: string, field?: string) => errors.push({ code, message, ...(field ? { field } : {}) });
  const b = (body && typeof body === 'object' && !Array.isArray(body) ? body : {}) as Record<string, unknown>;
  const fromAccountNumber = text(b.fromAccountNumber);
  if (!fromAccountNumber) add('FROM_ACCOUNT_REQUIRED', 'fromAccountNumber is required', 'fromAccountNumber');
  else if (fromAccountNumber.length > 12) add('FROM_ACCOUNT_INVALID', 'fromAccountNumber must be at most 12 characters', 'fromAccountNumber');

  const amount = amountOf(b.amount, add);

  const scheduleType = (SCHEDULE_TYPES as readonly string[]).includes(text(b.scheduleType)) ? (text(b.scheduleType) as PaymentInput['scheduleType']) : null;
  if (!scheduleType) add('SCHEDULE_TYPE_INVALID', 'scheduleType must be immediate, future or recurring', 'scheduleType');
  const schedule = (b.schedule && typeof b.schedule === 'object' ? b.schedule : {}) as Record<string, unknown>;
  const today = sydneyToday();
  let nextDate = today;
  let lastDate: string | null = null;
  let frequency: string | null = null;
  if (scheduleType && scheduleType !== 'immediate') {
    nextDate = text(schedule.nextDate);
    if (!validDay(nextDate)) add('NEXT_DATE_INVALID', 'schedule.nextDate must be a date yyyy-MM-dd', 'schedule.nextDate');
    else if (nextDate <= today) add('NEXT_DATE_NOT_FUTURE', 'The payment date must be after today', 'schedule.nextDate');
  }
  if (scheduleType === 'recurring') {
    frequency = text(schedule.frequency);
    if (!(FREQUENCIES as readonly string[]).includes(frequency)) add('FREQUENCY_INVALID', `schedule.frequency must be one of ${FREQUENCIES.join(', ')}`, 'schedule.frequency');
    const last = text(schedule.lastDate);
    if (last) {
      if (!validDay(last)) add('LAST_DATE_INVALID', 'schedule.lastDate must be a date yyyy-MM-dd', 'schedule.lastDate');
      else if (validDay(nextDate) && last <= nextDate) add('LAST_DATE_NOT_AFTER_NEXT', 'The last payment date must be after the first payment date', 'schedule.lastDate');
      lastDate = last;
    }
  }

  const bpay = b.paymentDestinationBPAY && typeof b.paymentDestinationBPAY === 'object' ? (b.paymentDestinationBPAY as Record<string, unknown>) : null;
  const eft = b.paymentDestinationEFT && typeof b.paymentDestinationEFT === 'object' ? (b.paymentDestinationEFT as Record<string, unknown>) : null;
  let destinationType: 'BPAY' | 'EFT' = 'EFT';
  let destination: Record<string, string | null> = {};
  let payeeName = '';
  if ((bpay && eft) || (!bpay && !eft)) add('DESTINATION_INVALID', 'Give exactly one of paymentDestinationBPAY and paymentDestinationEFT', 'destination');
  else if (bpay) {
    destinationType = 'BPAY';
    const biller = text(bpay.biller);
    const crn = text(bpay.crn);
    if (!biller) add('BILLER_CODE_REQUIRED', MESSAGES.codeRequired, 'paymentDestinationBPAY.biller');
    else if (!/^\d{3,10}$/.test(biller)) add('BILLER_CODE_INVALID', MESSAGES.codeInvalid, 'paymentDestinationBPAY.biller');
    if (!crn) add('CRN_REQUIRED', MESSAGES.crnRequired, 'paymentDestinationBPAY.crn');
    else if (!/^\d+$/.test(crn)) add('CRN_NUMERIC', MESSAGES.crnNumeric, 'paymentDestinationBPAY.crn');
    else if (crn.length < 2 || crn.length > 20) add('CRN_LENGTH', MESSAGES.crnLength, 'paymentDestinationBPAY.crn');
    const at = (f: string) => `paymentDestinationBPAY.${f}`;
    const billerName = nameText(bpay.billerName, at('billerName'), 'billerName', add);
    destination = {
      biller, crn, billerName, nickname: nameText(bpay.nickname, at('nickname'), 'nickname', add),
      billerShortName: nameText(bpay.billerShortName, at('billerShortName'), 'billerShortName', add),
    };
    payeeName = billerName || biller;
  } else if (eft) {
    const bsb = text(eft.bsb).replace('-', '');
    const accountNumber = text(eft.accountNumber);
    const accountName = text(eft.accountName);
    if (!bsb) add('BSB_REQUIRED', MESSAGES.codeRequired, 'paymentDestinationEFT.bsb');
    else if (!/^\d{6}$/.test(bsb)) add('BSB_INVALID', MESSAGES.codeInvalid, 'paymentDestinationEFT.bsb');
    if (!accountNumber) add('ACCOUNT_NUMBER_REQUIRED', MESSAGES.numberRequired, 'paymentDestinationEFT.accountNumber');
    else if (!/^\d{3,9}$/.test(accountNumber)) add('ACCOUNT_NUMBER_DIGITS', MESSAGES.numberDigits, 'paymentDestinationEFT.accountNumber');
    if (!accountName) add('ACCOUNT_NAME_REQUIRED', MESSAGES.nameRequired, 'paymentDestinationEFT.accountName');
    else if (accountName.length > 35) add('ACCOUNT_NAME_LENGTH', MESSAGES.nameLength, 'paymentDestinationEFT.accountName');
    else if (!/^[A-Za-z0-9 '()-]+$/.test(accountName)) add('ACCOUNT_NAME_CHARACTERS', MESSAGES.nameCharacters, 'paymentDestinationEFT.accountName');
    const clientDescription = descriptionText(eft.clientDescription, 'paymentDestinationEFT.clientDescription', add, TEXT_MAX.clientDescription);
    destination = { bsb, accountNumber, accountName, clientDescription };
    payeeName = accountName;
  }
  const fromPaymentNarrative = descriptionText(b.fromPaymentNarrative, 'fromPaymentNarrative', add);
  const toPaymentNarrative = descriptionText(b.toPaymentNarrative, 'toPaymentNarrative', add);
  let authorities: string[] | null = null;
  if (Array.isArray(b.paymentAuthorities)) {
    authorities = [...new Set(b.paymentAuthorities.map((a: unknown) => text(a && typeof a === 'object' ? (a as Record<string, unknown>).partyId : a)).filter(Boolean))];
  }
  return {
    input: {
      fromAccountNumber, amount, scheduleType: scheduleType ?? 'immediate', nextDate, lastDate, frequency, destinationType, destination,
      payeeName, fromPaymentNarrative, toPaymentNarrative, savePayeeBiller: b.savePayeeBiller === true, authorities,
    },
    errors,
  };
}

/** The request an idempotency key was first used with: a hash of the normalised payment. */
export function fingerprintOf(input: PaymentInput): string {
  // An immediate payment's date is the day it is sent: a retry after midnight is the same request.
  const normal = input.scheduleType === 'immediate' ? { ...input, nextDate: null } : input;
  return createHash('sha256').update(JSON.stringify(normal)).digest('hex');
}

export async function isBusinessDay(db: Pick<Db, 'query'>, day: string): Promise<boolean> {
  const { rows } = await db.query<{ ok: boolean }>(
    'select extract(isodow from $1::date) < 6 and not exists (select 1 from public_holidays where date = $1::date) as ok',
    [day],
  );
  return rows[0].ok;
}
