// Upstream account rows as the schema's Account (adviserType P/S becomes PRIMARY/SECONDARY).
import type { AccountRecord } from '@gateway/kit/accounts/account-record.js';

export function toAccount(row: AccountRecord) {
  return {
    ...row,
    roleType: row.roleType ?? null,
    parentAccountId: row.parentAccountId ?? null,
    type: row.type ?? row.wrapProductType ?? row.accountType,
    adviserType: row.adviserType === 'P' ? 'PRIMARY' : 'SECONDARY',
    isOpeningXLAccountAllowed: Boolean(row.isOpeningXLAccountAllowed),
    isNewAccount: Boolean(row.isNewAccount),
  };
}
export type AccountNode = ReturnType<typeof toAccount>;
