import { describe, expect, it } from 'vitest';
import { bankBsb, payloadBlocks } from './payload-blocks.js';

describe('payload blocks', () => {
  it('002 §5: a BSB longer than 6 characters loses its hyphen', () => {
    expect(bankBsb('062-000')).toBe('062000');
    expect(bankBsb('062000')).toBe('062000');
    expect(bankBsb('06-200')).toBe('06-200');
  });

  it('groups the general, to-account and term deposit fields, camelCased, empty ones left out', () => {
    const blocks = payloadBlocks({
      account_details: [{ account_number: '1' }],
      amount: 1500.5,
      additional_information: '',
      to_account_bsb: '062-000',
      to_account_number: '12345678',
      instruction_type: 'MATURITY',
      rollover_term: null,
    });
    expect(blocks).toEqual([
      { kind: 'GENERAL', fields: [{ key: 'amount', value: '1500.5' }], rows: [] },
      { kind: 'TO_ACCOUNT', fields: [{ key: 'toAccountBsb', value: '062000' }, { key: 'toAccountNumber', value: '12345678' }], rows: [] },
      { kind: 'TERM_DEPOSIT', fields: [{ key: 'instructionType', value: 'MATURITY' }], rows: [] },
    ]);
  });

  it('a type block: scalars as fields, sides and lists as rows led by their group', () => {
    const [pension] = payloadBlocks({
      amend_pension: { from: { payment_frequency: 'Monthly', recurring_payment_amount: 1000 }, to: { payment_frequency: 'Quarterly', recurring_payment_amount: 1200 } },
    });
    expect(pension).toEqual({
      kind: 'AMEND_PENSION',
      fields: [],
      rows: [
        [{ key: 'group', value: 'from' }, { key: 'paymentFrequency', value: 'Monthly' }, { key: 'recurringPaymentAmount', value: '1000' }],
        [{ key: 'group', value: 'to' }, { key: 'paymentFrequency', value: 'Quarterly' }, { key: 'recurringPaymentAmount', value: '1200' }],
      ],
    });
    const [target] = payloadBlocks({ super_partial_payment: { bsb: '123-4567', name: 'Fund', is_new_account: false } });
    expect(target.fields).toEqual([{ key: 'bsb', value: '1234567' }, { key: 'name', value: 'Fund' }, { key: 'isNewAccount', value: 'false' }]);
    const [elections] = payloadBlocks({ td_maturity_elections: [{ parcel_id: 'P1', rate: 4.1 }, { parcel_id: 'P2' }] });
    expect(elections.rows).toEqual([
      [{ key: 'group', value: 'elections' }, { key: 'parcelId', value: 'P1' }, { key: 'rate', value: '4.1' }],
      [{ key: 'group', value: 'elections' }, { key: 'parcelId', value: 'P2' }],
    ]);
  });

  it('update detail without its machine code, and errors as their messages', () => {
    const blocks = payloadBlocks({ errors: [{ code: 'E1', message: 'Bad' }], update_detail: { code: 'CANCELLED_BY_ADVISER', message: 'Cancelled by the adviser', user_name: 'Olivia' } });
    expect(blocks).toEqual([
      { kind: 'GENERAL', fields: [{ key: 'errors', value: 'Bad' }], rows: [] },
      { kind: 'UPDATE_DETAIL', fields: [{ key: 'message', value: 'Cancelled by the adviser' }, { key: 'userName', value: 'Olivia' }], rows: [] },
    ]);
    expect(payloadBlocks({ update_detail: { code: 'X' } })).toEqual([]);
    expect(payloadBlocks(null)).toEqual([]);
  });
});
