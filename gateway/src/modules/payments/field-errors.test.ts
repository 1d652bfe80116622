import { describe, expect, it } from 'vitest';
import { catalogue } from '../../testing/copy-catalogue.js';
import { amountFieldErrors, FIELD_MESSAGE_KEYS, paymentFieldErrors } from './field-errors.js';
import { paymentAccountNumber } from '@gateway/kit/accounts/payment-account-number.js';
import { toPaymentPayload } from './payment-payload.js';

const body = (errors: unknown[]) => ({ error: { errors }, message: 'x' });

describe('002 §5 payment field errors', () => {
  it('every mapped code has catalogue copy', () => {
    for (const key of Object.values(FIELD_MESSAGE_KEYS)) expect(typeof catalogue[key]).toBe('string');
  });

  it('maps codes to the exact messages with their fields, sorted by code, duplicates per field kept', () => {
    const errors = paymentFieldErrors(body([
      { code: 'DESCRIPTION_TOO_LONG', field: 'toPaymentNarrative', message: 'up' },
      { code: 'AMOUNT_REQUIRED', field: 'amount', message: 'up' },
      { code: 'DESCRIPTION_TOO_LONG', field: 'fromPaymentNarrative', message: 'up' },
      { code: 'BSB_INVALID', field: 'paymentDestinationEFT.bsb' },
    ]), catalogue);
    expect(errors.map((e) => e.code)).toEqual(['AMOUNT_REQUIRED', 'BSB_INVALID', 'DESCRIPTION_TOO_LONG', 'DESCRIPTION_TOO_LONG']);
    expect(errors[0]).toEqual({ code: 'AMOUNT_REQUIRED', field: 'amount', message: 'An amount is required. Please enter a payment amount.' });
    expect(errors[1].message).toBe('The BSB or biller code is not valid. Please enter a valid BSB or biller code.');
    expect(errors[2].message).toBe('The description entered is too long. Please shorten the description.');
  });

  // Issue 28: the amount is checked here by its digits, so a fraction of a cent never goes upstream.
  it('refuses an amount finer than a cent, zero or not a number under the amount; leaves none and too much to the bank', () => {
    const refused = [{ code: 'AMOUNT_NOT_POSITIVE', field: 'amount', message: 'Amount must be greater than zero. Please enter a valid payment amount.' }];
    for (const amount of ['1.000000001', '0.001', '1e-9', '0', '-5', 'abc', '12.345']) expect([amount, amountFieldErrors(amount, catalogue)]).toEqual([amount, refused]);
    for (const amount of ['12.50', '1.000', '4.56', '', null, undefined, '9'.repeat(30)]) expect(amountFieldErrors(amount, catalogue)).toEqual([]);
  });

  it('maps the bank\'s free-text codes to their messages', () => {
    const errors = paymentFieldErrors(body([
      { code: 'BILLER_NAME_INVALID', field: 'paymentDestinationBPAY.billerName' },
      { code: 'DESCRIPTION_CHARACTERS', field: 'toPaymentNarrative' },
      { code: 'NICKNAME_INVALID', field: 'paymentDestinationBPAY.nickname' },
    ]), catalogue);
    expect(errors.map((e) => [e.code, e.message.split('.')[0]])).toEqual([
      ['BILLER_NAME_INVALID', 'The biller name is not valid'],
      ['DESCRIPTION_CHARACTERS', "The description can only contain letters, numbers, spaces and & ' ( ) + , - "],
      ['NICKNAME_INVALID', "The nickname can have at most 35 letters, numbers, spaces and & ' ( ) + , - "],
    ]);
  });

  it('shows only the lowest tier', () => {
    expect(paymentFieldErrors(body([{ code: 'E000004' }, { code: 'E000002' }, { code: 'AMOUNT_REQUIRED' }]), catalogue).map((e) => e.code)).toEqual(['E000002']);
  });

  it('an unknown code gets the fallback message, never the upstream wording', () => {
    expect(paymentFieldErrors(body([{ code: 'ODD', message: 'internal' }]), catalogue, 'payments.saveFailed')[0].message)
      .toBe("Sorry, we're unable to save your payment. Please try again. If the error continues please create a new payment.");
    expect(paymentFieldErrors({}, catalogue)).toEqual([]);
  });
});

describe('the payment payload', () => {
  it('truncates account numbers to 12 characters', () => {
    expect(paymentAccountNumber(' 1234567890123456 ')).toBe('123456789012');
  });
  it('sends the schedule type in lower case, the amount as typed, no nulls, authorities as party ids', () => {
    expect(toPaymentPayload({
      fromAccountNumber: '1234567890123', amount: ' 12.50 ', scheduleType: 'FUTURE', schedule: { nextDate: '2030-01-07', lastDate: null },
      paymentDestinationBPAY: { biller: '23796', crn: '40112233', nickname: null }, paymentDestinationEFT: null, toPaymentNarrative: null,
      paymentAuthorities: ['P0101'],
    })).toEqual({
      fromAccountNumber: '123456789012', amount: '12.50', scheduleType: 'future', schedule: { nextDate: '2030-01-07' },
      paymentDestinationBPAY: { biller: '23796', crn: '40112233' }, paymentAuthorities: [{ partyId: 'P0101' }],
    });
  });
});
