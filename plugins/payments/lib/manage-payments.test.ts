import { describe, expect, it } from 'vitest';
import {
  appendPage, canCancel, canSendAuthorisation, formatBsb, frequencyText, joinPages, payeeDetail, payeeName,
  paymentIdFrom, paymentTone, authorityTone, scheduleText, viewOf,
} from './manage-payments';

const payee = { payeeName: null, paymentDestinationBPAY: null, paymentDestinationEFT: null };

describe('manage payments rules', () => {
  it('reads a PAY id from an alert link and ignores anything else', () => {
    expect(paymentIdFrom('PAY00001234')).toBe('PAY00001234');
    expect(paymentIdFrom(' pay00001234 ')).toBe('PAY00001234');
    expect(paymentIdFrom('PAY1234')).toBeNull();
    expect(paymentIdFrom('<script>')).toBeNull();
    expect(paymentIdFrom(undefined)).toBeNull();
    expect(paymentIdFrom({})).toBeNull();
  });

  it('puts a payment in the view the gateway lists it in', () => {
    expect(viewOf({ status: 'AWAITING_AUTHORISATION', scheduleType: 'IMMEDIATE' })).toBe('AWAITING');
    expect(viewOf({ status: 'APPROVED', scheduleType: 'FUTURE' })).toBe('SCHEDULED');
    expect(viewOf({ status: 'APPROVED', scheduleType: 'RECURRING' })).toBe('SCHEDULED');
    expect(viewOf({ status: 'APPROVED', scheduleType: 'IMMEDIATE' })).toBe('HISTORY');
    expect(viewOf({ status: 'CANCELLED', scheduleType: 'FUTURE' })).toBe('HISTORY');
    expect(viewOf({ status: 'PROCESSED', scheduleType: 'RECURRING' })).toBe('HISTORY');
  });

  it('offers cancel for awaiting and approved future or recurring payments only', () => {
    expect(canCancel({ status: 'AWAITING_AUTHORISATION', scheduleType: 'IMMEDIATE' })).toBe(true);
    expect(canCancel({ status: 'APPROVED', scheduleType: 'RECURRING' })).toBe(true);
    expect(canCancel({ status: 'APPROVED', scheduleType: 'IMMEDIATE' })).toBe(false);
    expect(canCancel({ status: 'DECLINED', scheduleType: 'FUTURE' })).toBe(false);
  });

  it('offers Send authorisation to a signatory not sent or awaiting approval, on an awaiting payment', () => {
    const awaiting = { status: 'AWAITING_AUTHORISATION' as const };
    expect(canSendAuthorisation(awaiting, { status: 'PENDING' })).toBe(true);
    expect(canSendAuthorisation(awaiting, { status: 'SENT' })).toBe(true);
    expect(canSendAuthorisation(awaiting, { status: 'APPROVED' })).toBe(false);
    expect(canSendAuthorisation(awaiting, { status: 'NOT_REQUIRED' })).toBe(false);
    expect(canSendAuthorisation({ status: 'CANCELLED' }, { status: 'SENT' })).toBe(false);
  });

  it('shows a BSB with a hyphen after 3 digits when longer than 5 characters (002 §5)', () => {
    expect(formatBsb('182512')).toBe('182-512');
    expect(formatBsb('182-512')).toBe('182-512');
    expect(formatBsb('12345')).toBe('12345');
    expect(formatBsb(null)).toBe('');
  });

  it('names the payee from the payment, the biller or the account', () => {
    expect(payeeName({ ...payee, payeeName: "O'Brien Plumbing (Sydney)" })).toBe("O'Brien Plumbing (Sydney)");
    const bpay = { biller: '23796', billerName: 'AGL Energy', nickname: null, billerShortName: 'AGL', crn: '40112233' };
    expect(payeeName({ ...payee, paymentDestinationBPAY: bpay })).toBe('AGL Energy');
    expect(payeeDetail({ ...payee, paymentDestinationBPAY: bpay })).toBe('Biller 23796 · CRN 40112233');
    const eft = { bsb: '032000', accountNumber: '456789', accountName: ' ', clientDescription: null };
    expect(payeeName({ ...payee, paymentDestinationEFT: eft })).toBe('032-000 456789');
    expect(payeeDetail({ ...payee, paymentDestinationEFT: eft })).toBe('BSB 032-000 · Account 456789');
    expect(payeeDetail(payee)).toBe('');
  });

  it('words the schedule: now, a date, or a frequency from a date to a last date', () => {
    expect(scheduleText({ scheduleType: 'IMMEDIATE', schedule: null })).toBe('Now');
    expect(scheduleText({ scheduleType: 'FUTURE', schedule: { nextDate: '2026-12-03', lastDate: null, frequency: null } })).toBe('On 03 Dec 2026');
    expect(scheduleText({ scheduleType: 'RECURRING', schedule: { nextDate: '2026-12-03', lastDate: null, frequency: 'Monthly' } })).toBe('Monthly from 03 Dec 2026');
    expect(scheduleText({ scheduleType: 'RECURRING', schedule: { nextDate: '2026-12-03', lastDate: '2027-06-03', frequency: 'Weekly' } })).toBe(
      'Weekly from 03 Dec 2026 to 03 Jun 2027',
    );
    expect(frequencyText({ scheduleType: 'FUTURE', schedule: null })).toBe('Once');
    expect(frequencyText({ scheduleType: 'RECURRING', schedule: { nextDate: null, lastDate: null, frequency: 'Fortnightly' } })).toBe('Fortnightly');
  });

  it('keeps each payment once when pages overlap', () => {
    const a = { paymentId: 'PAY00000001' };
    const b = { paymentId: 'PAY00000002' };
    const c = { paymentId: 'PAY00000003' };
    expect(appendPage([a, b], [b, c])).toEqual([a, b, c]);
    expect(joinPages([[a], [a, b], [c]])).toEqual([a, b, c]);
  });

  it('tones statuses', () => {
    expect(paymentTone('APPROVED')).toBe('POSITIVE');
    expect(paymentTone('CANCELLED')).toBe('NEGATIVE');
    expect(paymentTone('SOMETHING')).toBe('DEFAULT');
    expect(authorityTone('SENT')).toBe('WARNING');
  });


});
