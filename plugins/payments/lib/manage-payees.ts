// The payee and biller groups of 002 §3 as the tab shows them: in the specification's order, empty groups
// left out, each payee with its name, nickname and codes (BSB with its 002 §5 hyphen).
import { t, type CopyKey } from '@kit/copy';
import type { PayeeFieldsFragment } from '@kit/gql/graphql';
import { formatBsb } from './manage-payments';

export const PAYEE_GROUPS = ['linkedAccounts', 'nominatedAccounts', 'taxAccounts', 'savedPayees', 'savedBillers', 'clientAccounts'] as const;
export type PayeeGroupKey = (typeof PAYEE_GROUPS)[number];

export type PayeeGroupsView = Record<PayeeGroupKey, readonly PayeeFieldsFragment[]>;

export interface PayeeRow {
  key: string;
  name: string;
  nickname: string | null;
  /** BPAY or EFT (a tax account says which). */
  kind: 'BPAY' | 'EFT';
  details: string[];
}

export interface PayeeGroup {
  key: PayeeGroupKey;
  title: string;
  rows: PayeeRow[];
}

const isBpay = (p: PayeeFieldsFragment) => p.type === 'atoBpay' || (!p.bsb && !!p.billerCode);

export function payeeRow(p: PayeeFieldsFragment, index: number): PayeeRow {
  const bpay = isBpay(p);
  const name = (bpay ? p.billerName : p.accountName)?.trim() || p.nickname?.trim() || (bpay ? (p.billerCode ?? '') : (p.accountNumber ?? ''));
  const nickname = p.nickname?.trim() && p.nickname.trim() !== name ? p.nickname.trim() : null;
  const details = bpay
    ? [p.billerCode && t('payments.payees.biller', { code: p.billerCode }), p.crn && t('payments.payees.crn', { crn: p.crn })]
    : [p.bsb && t('payments.payees.bsb', { bsb: formatBsb(p.bsb) }), p.accountNumber && t('payments.payees.account', { account: p.accountNumber }), p.productDescription];
  return {
    key: p.payeeId ?? `${p.accountNumber ?? p.billerCode ?? ''}-${p.crn ?? ''}-${index}`,
    name,
    nickname,
    kind: bpay ? 'BPAY' : 'EFT',
    details: details.filter((d): d is string => !!d),
  };
}

/** The groups with payees, in 002 §3 order. */
export function payeeGroups(groups: PayeeGroupsView): PayeeGroup[] {
  return PAYEE_GROUPS.filter((key) => groups[key].length > 0).map((key) => ({
    key,
    title: t(`payments.payees.group.${key}` as CopyKey),
    rows: groups[key].map(payeeRow),
  }));
}
