import { describe, expect, it } from 'vitest';
import type { PayeeFieldsFragment } from '@kit/gql/graphql';
import { payeeGroups, payeeRow } from './manage-payees';

const base: PayeeFieldsFragment = {
  payeeId: null, type: null, accountName: null, nickname: null, bsb: null, accountNumber: null, billerCode: null, billerName: null, crn: null, productDescription: null,
};
const empty = { linkedAccounts: [], nominatedAccounts: [], taxAccounts: [], savedPayees: [], savedBillers: [], clientAccounts: [] };

describe('payee and biller groups', () => {
  it('lists the groups with payees in 002 §3 order and hides empty ones', () => {
    const groups = payeeGroups({
      ...empty,
      savedBillers: [{ ...base, payeeId: 'B1', billerCode: '23796', billerName: 'AGL', crn: '40112233' }],
      linkedAccounts: [{ ...base, payeeId: 'L1', accountName: 'Linked', bsb: '182512', accountNumber: '123456' }],
      taxAccounts: [{ ...base, payeeId: 'T1', type: 'atoBpay', billerCode: '75556', billerName: 'ATO', crn: '5500000000000004' }],
    });
    expect(groups.map((g) => g.title)).toEqual(['Linked accounts', 'Tax accounts (ATO)', 'Saved billers']);
    expect(payeeGroups(empty)).toEqual([]);
  });

  it('shows an EFT payee with its BSB hyphenated and a biller with its code and CRN', () => {
    expect(payeeRow({ ...base, payeeId: 'P1', accountName: "O'Brien Plumbing (Sydney)", nickname: 'Plumber', bsb: '032000', accountNumber: '456789' }, 0)).toEqual({
      key: 'P1', name: "O'Brien Plumbing (Sydney)", nickname: 'Plumber', kind: 'EFT', details: ['BSB 032-000', 'Account 456789'],
    });
    expect(payeeRow({ ...base, type: 'atoBpay', billerCode: '75556', billerName: 'ATO', crn: '5500000000000004' }, 3)).toMatchObject({
      key: '75556-5500000000000004-3', kind: 'BPAY', details: ['Biller code 75556', 'CRN 5500000000000004'],
    });
    expect(payeeRow({ ...base, accountName: 'Cash', bsb: '182512', accountNumber: '9001', productDescription: 'Cash Management' }, 0).details).toEqual([
      'BSB 182-512', 'Account 9001', 'Cash Management',
    ]);
  });

  it('does not repeat a nickname equal to the name', () => {
    expect(payeeRow({ ...base, accountName: 'Harbour', nickname: 'Harbour', bsb: '062000', accountNumber: '1' }, 0).nickname).toBeNull();
  });
});
