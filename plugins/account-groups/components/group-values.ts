// What the Grouping form edits (react-hook-form's values), its rules and the group each starts from.
import type { AccountGroupData } from '../api/get-account-group';
import type { AccountGroupInput } from '../api/group-mutations';
import { fieldRules } from '@kit/form/field-rules';
import { MAX_ACCOUNTS, MIN_ACCOUNTS } from '../lib/group-limits';
import { cleanGroupName } from '../lib/group-name';
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

/**
 * The form's rules (docs/architecture.md, "Forms"): a name once cleaned, 2 to 8 accounts. Over the maximum the
 * form's limit message is already on show (the same copy), so the field does not repeat it.
 */
export const groupResolver = fieldRules<GroupValues>({
  name: [{ check: (name: string) => (cleanGroupName(name) ? null : 'groups.form.nameRequired') }],
  accounts: [
    { minItems: MIN_ACCOUNTS, message: 'groups.form.minimum' },
    { maxItems: MAX_ACCOUNTS, message: 'groups.limit.over' },
  ],
});
