// Grouping v2 groups as the schema's WrapGroup (000 §3 "wrap group in search").
import type { GroupType } from '@gateway/modules/resolvers-types.js';
import { enumValue, type EnumTable } from '../enum-value.js';
import type { GroupRecord } from './search-groups.js';

export const ADVISER_SERVICE_FEE = 'ADVISER_SERVICE_FEE';

const GROUP_TYPES: EnumTable<GroupType> = { FEE: true, REPORTING: true, STATEMENTS: true };

/** The group's types as the schema's GroupType values. */
export const groupTypesOf = (group: GroupRecord): GroupType[] => (group.groupTypes ?? []).map((type) => enumValue(GROUP_TYPES, type, 'GroupType'));

export function toWrapGroup(group: GroupRecord) {
  return {
    accountGroupCode: group.code,
    accountGroupName: group.name,
    accountGroupType: groupTypesOf(group),
    businessVentureId: group.businessVentureId,
    status: group.status,
    dealerCode: group.dealerCode,
    isAdviserFee: (group.attributes ?? []).includes(ADVISER_SERVICE_FEE),
    accountCount: group.accounts?.length ?? 0,
  };
}
