// What the Grouping form edits (react-hook-form's values) and the group each starts from.
import type { AccountGroupData } from '../api/get-account-group';
import type { AccountGroupInput } from '../api/group-mutations';
import type { FormAccount } from '../lib/selected-account';

export type GroupType = AccountGroupInput['groupTypes'][number];

export interface GroupValues {
  name: string;
  groupType: GroupType;
  attributes: string[];
  /** '' until chosen: the first offered venture and dealer apply (group-options.ts). */
  businessVenture: string;
  dealerCode: string;
  accounts: FormAccount[];
}

export function initialValues(group?: AccountGroupData): GroupValues {
  return {
    name: group?.accountGroupName ?? '',
    groupType: group?.accountGroupType[0] ?? 'FEE',
    attributes: group?.attributes ?? [],
    businessVenture: group?.businessVentureId ?? '',
    dealerCode: group?.dealerCode ?? '',
    accounts:
      group?.accounts.map((a) => ({ accountId: a.accountId, accountNumber: a.accountNumber, composerCode: a.composerCode, accountName: a.accountName, productName: a.productName, accountStatus: a.accountStatus })) ?? [],
  };
}
