import { describe, expect, it } from 'vitest';
import { firstLoginDismissal, readGroups, viewableGroups, type ViewerFacts } from './groups';

const slide = (name: string) => ({ title: 'whatsNew.title', description: 'whatsNew.next', label: 'whatsNew.finish', pictureUrl: `/whats-new/${name}.svg` });
const settings = {
  groups: [
    { id: 'rollover_authority', permissions: { products: ['Wrap'] }, slides: [slide('a')] },
    { id: 'dbfo_account_number', permissions: { products: ['Wrap', 'Vision'] }, slides: [slide('b')] },
    { id: 'bulk_asic_payments_via_cbt', permissions: { flag: 'cashBulkTransactingFlag' }, slides: [slide('c')] },
    { id: 'bulk_ato_bpay_payments_via_cbt', permissions: { flag: 'cashBulkTransactingFlag' }, slides: [slide('d')] },
  ],
};
const groups = readGroups(settings);
const ids = (list: { id: string }[]) => list.map((g) => g.id);
const wrapUser: ViewerFacts = { lastLogin: '2026-11-20T01:00:00Z', flags: [], supportedBrandProducts: { mgl: ['Wrap', 'Cash'] } };

describe('whats-new groups', () => {
  it('filters by product and by the cash bulk transacting flag', () => {
    expect(ids(viewableGroups(groups, wrapUser, []))).toEqual(['rollover_authority', 'dbfo_account_number']);
    const vision = { ...wrapUser, supportedBrandProducts: { mgl: ['Vision'] } };
    expect(ids(viewableGroups(groups, vision, []))).toEqual(['dbfo_account_number']);
    const cbt = { ...wrapUser, flags: ['cashBulkTransactingFlag'], supportedBrandProducts: { ybr: ['Cash'] } };
    expect(ids(viewableGroups(groups, cbt, []))).toEqual(['bulk_asic_payments_via_cbt', 'bulk_ato_bpay_payments_via_cbt']);
  });

  it('leaves out dismissed groups, and shows none without a last login', () => {
    expect(ids(viewableGroups(groups, wrapUser, ['rollover_authority']))).toEqual(['dbfo_account_number']);
    expect(viewableGroups(groups, { ...wrapUser, lastLogin: null }, [])).toEqual([]);
  });

  it('dismisses every group on a first login, once', () => {
    const first = { ...wrapUser, lastLogin: null };
    expect(firstLoginDismissal(groups, first, ['x'])).toEqual(['x', ...ids(groups)]);
    expect(firstLoginDismissal(groups, first, ids(groups))).toBeNull();
    expect(firstLoginDismissal(groups, wrapUser, [])).toBeNull();
  });

  it('drops malformed groups, unknown copy keys and script picture URLs', () => {
    const read = readGroups({
      groups: [
        { id: 'ok', slides: [slide('ok')] },
        { id: 'bad-key', slides: [{ ...slide('x'), title: 'not.a.key' }] },
        { id: 'bad-url', slides: [{ ...slide('x'), pictureUrl: 'javascript:alert(1)' }] },
        { slides: [slide('no-id')] },
      ],
    });
    expect(ids(read)).toEqual(['ok']);
    expect(readGroups(null)).toEqual([]);
  });
});
