import { describe, expect, it } from 'vitest';
import { t, type CopyKey } from '@kit/copy';
import { checkRules } from '@kit/form/field-rules';
import {
  NEW_BILLER, NEW_PAYEE, bsbForLookup, billerCodeForLookup, defaultSignatories, paymentRules, destinationOf, displayBsb, emptyValues,
  isDual, placeErrors, selectionComplete, toPaymentInput, valuesForDestination, type PayeeGroups,
} from './make-payment';

const groups: PayeeGroups = {
  linkedAccounts: [{ payeeId: 'L1', accountName: 'Linked', bsb: '182512', accountNumber: '111111' }],
  nominatedAccounts: [],
  taxAccounts: [
    { payeeId: 'T1', type: 'atoEFT', accountName: 'ATO', bsb: '092009', accountNumber: '1060' },
    { payeeId: 'T2', type: 'atoBpay', billerCode: '75556', billerName: 'Australian Taxation Office', crn: '5500000000000004' },
  ],
  savedPayees: [{ payeeId: 'P1', accountName: "O'Brien Plumbing (Sydney)", bsb: '032000', accountNumber: '456789' }],
  savedBillers: [{ payeeId: 'B1', billerCode: '23796', billerName: 'AGL', nickname: 'Power', crn: '40112233' }],
  clientAccounts: [{ accountName: 'Other cash', bsb: '182512', accountNumber: '963000123', productDescription: 'Cash' }],
};

const values = (over: Partial<ReturnType<typeof emptyValues>>) => ({ ...emptyValues(), ...over });

describe('destinationOf', () => {
  it('reads new and saved choices', () => {
    expect(destinationOf(NEW_PAYEE, groups)).toMatchObject({ kind: 'EFT', item: null });
    expect(destinationOf(NEW_BILLER, groups)).toMatchObject({ kind: 'BPAY', item: null });
    expect(destinationOf('taxAccounts:0', groups)).toMatchObject({ kind: 'EFT', atoEft: true });
    expect(destinationOf('taxAccounts:1', groups)).toMatchObject({ kind: 'BPAY', atoEft: false });
    expect(destinationOf('savedBillers:0', groups)?.item?.billerCode).toBe('23796');
    expect(destinationOf('', groups)).toBeNull();
    expect(destinationOf('savedBillers:7', groups)).toBeNull();
    expect(destinationOf('nope:0', groups)).toBeNull();
  });
  it('prefills a saved biller CRN', () => {
    expect(valuesForDestination('savedBillers:0', groups)).toEqual({ crn: '40112233' });
    expect(valuesForDestination(NEW_BILLER, groups)).toEqual({ crn: '' });
  });
});

describe('toPaymentInput', () => {
  it('sends a saved biller with the typed CRN, now', () => {
    expect(toPaymentInput(values({ destination: 'savedBillers:0', crn: '40112233', amount: ' 12.50 ' }), '123', groups)).toEqual({
      fromAccountNumber: '123', amount: '12.50', scheduleType: 'IMMEDIATE', fromPaymentNarrative: null, toPaymentNarrative: null,
      paymentDestinationBPAY: { biller: '23796', billerName: 'AGL', nickname: 'Power', crn: '40112233' },
    });
  });
  it('sends a new payee with the save choice and a recurring schedule in yyyy-MM-dd', () => {
    const input = toPaymentInput(
      values({ destination: NEW_PAYEE, bsb: '062-000', accountNumber: '12345', accountName: 'Jo', savePayee: true, amount: '5', scheduleType: 'RECURRING', nextDate: '07/12/2026', lastDate: '07/06/2027', frequency: 'Monthly', toPaymentNarrative: 'Rent' }),
      '123', groups, { authorities: ['P0101'] },
    );
    expect(input.paymentDestinationEFT).toEqual({ bsb: '062-000', accountNumber: '12345', accountName: 'Jo' });
    expect(input.savePayeeBiller).toBe(true);
    expect(input.schedule).toEqual({ nextDate: '2026-12-07', lastDate: '2027-06-07', frequency: 'Monthly' });
    expect(input.toPaymentNarrative).toBe('Rent');
    expect(input.paymentAuthorities).toEqual(['P0101']);
  });
  it('leaves out an unreadable date (a Date argument refuses it) and the destination when none is chosen', () => {
    const input = toPaymentInput(values({ scheduleType: 'FUTURE', nextDate: '31/02/2027' }), '1', groups);
    expect(input.schedule).toEqual({ nextDate: undefined });
    expect(JSON.stringify(input.schedule)).toBe('{}');
    expect(input.paymentDestinationBPAY).toBeUndefined();
    expect(input.paymentDestinationEFT).toBeUndefined();
  });
  it('sends a new biller with the looked-up name', () => {
    const input = toPaymentInput(values({ destination: NEW_BILLER, billerCode: ' 23796 ', crn: '1', saveBiller: false }), '1', groups, { billerName: 'AGL' });
    expect(input.paymentDestinationBPAY).toEqual({ biller: '23796', billerName: 'AGL', crn: '1' });
    expect(input.savePayeeBiller).toBe(false);
  });
});

describe('placeErrors', () => {
  it('puts each error under its field and the rest at the top', () => {
    const placed = placeErrors([
      { code: 'AMOUNT_REQUIRED', field: 'amount', message: 'amount!' },
      { code: 'CRN_NUMERIC', field: 'paymentDestinationBPAY.crn', message: 'crn!' },
      { code: 'NO_AUTHORISERS', field: null, message: 'none!' },
      { code: 'X', field: 'somethingElse', message: 'other!' },
    ], destinationOf(NEW_BILLER, groups));
    expect(placed.byField).toEqual({ amount: 'amount!', crn: 'crn!' });
    expect(placed.general).toEqual(['none!', 'other!']);
  });
  it('shows every message of a field once', () => {
    const placed = placeErrors([
      { code: 'INSUFFICIENT_FUNDS', field: 'amount', message: 'Too little.' },
      { code: 'OVER_ONLINE_LIMIT', field: 'amount', message: 'Too much.' },
      { code: 'OVER_ONLINE_LIMIT', field: 'amount', message: 'Too much.' },
    ], null);
    expect(placed.byField).toEqual({ amount: 'Too little. Too much.' });
  });
  it('puts a saved payee detail error under the picker', () => {
    const placed = placeErrors([{ code: 'BSB_INVALID', field: 'paymentDestinationEFT.bsb', message: 'bsb!' }], destinationOf('savedPayees:0', groups));
    expect(placed.byField).toEqual({ destination: 'bsb!' });
  });
});

describe('paymentRules', () => {
  /** Each field's message, by copy key as the test names them. */
  const failing = (v: ReturnType<typeof values>) => checkRules(paymentRules(groups), v);
  const says = (key: CopyKey) => ({ type: 'check', message: t(key) });
  it('finds a typed last date that is not a day, on a recurring payment only', () => {
    const eft = { destination: NEW_PAYEE };
    expect(failing(values({ ...eft, scheduleType: 'RECURRING', lastDate: '30/02/2027' }))).toEqual({ lastDate: says('payments.field.lastDateInvalid') });
    expect(failing(values({ ...eft, scheduleType: 'RECURRING', lastDate: '28/02/2027' }))).toEqual({});
    expect(failing(values({ ...eft, scheduleType: 'RECURRING', lastDate: '  ' }))).toEqual({});
    expect(failing(values({ ...eft, scheduleType: 'FUTURE', lastDate: 'soon' }))).toEqual({});
  });
  it('finds a blank CRN', () => {
    expect(failing(values({ destination: NEW_BILLER, crn: '   ' }))).toEqual({ crn: says('payments.field.crnBlank') });
    expect(failing(values({ destination: NEW_BILLER, crn: '' }))).toEqual({});
    expect(failing(values({ destination: NEW_PAYEE, crn: '   ' }))).toEqual({});
  });
  it('checks the ATO EFT code', () => {
    const ato = { destination: 'taxAccounts:0' };
    expect(failing(values(ato))).toEqual({ toPaymentNarrative: says('payments.field.eftCodeRequired') });
    expect(failing(values({ ...ato, toPaymentNarrative: '12a' }))).toEqual({ toPaymentNarrative: says('payments.field.eftCodeNumeric') });
    expect(failing(values({ ...ato, toPaymentNarrative: '1234567890123456789' }))).toEqual({ toPaymentNarrative: says('payments.field.eftCodeLength') });
    expect(failing(values({ ...ato, toPaymentNarrative: '123456789012345678' }))).toEqual({});
  });
  it('finds a new payee or biller the account already saved, when saving', () => {
    const eft = values({ destination: NEW_PAYEE, bsb: '032-000', accountNumber: '456789', savePayee: true });
    expect(failing(eft)).toEqual({ accountNumber: says('payments.field.payeeExists') });
    expect(failing({ ...eft, savePayee: false })).toEqual({});
    const bpay = values({ destination: NEW_BILLER, billerCode: '23796', crn: '40112233', saveBiller: true });
    expect(failing(bpay)).toEqual({ crn: says('payments.field.payeeExists') });
  });
});

describe('signatories and formats', () => {
  it('defaults like the gateway', () => {
    expect(defaultSignatories(['A', 'B', 'C'], false)).toEqual(['A']);
    expect(defaultSignatories(['A', 'B'], true)).toEqual(['A', 'B']);
    expect(selectionComplete(['A'], false)).toBe(true);
    expect(selectionComplete(['A', 'B'], false)).toBe(false);
    expect(selectionComplete(['A'], true)).toBe(false);
    // The gateway's approvalsRequired decides, never the signing type's words.
    expect(isDual(2)).toBe(true);
    expect(isDual(1)).toBe(false);
    expect(isDual(null)).toBe(false);
  });
  it('formats BSBs and finds lookup codes', () => {
    expect(displayBsb('062000')).toBe('062-000');
    expect(displayBsb('062-000')).toBe('062-000');
    expect(bsbForLookup('062-000')).toBe('062000');
    expect(bsbForLookup('06200')).toBeNull();
    expect(billerCodeForLookup('23796')).toBe('23796');
    expect(billerCodeForLookup('12')).toBeNull();
  });
});
