// Grouping v2 groups as the schema's WrapGroup (000 §3 "wrap group in search").
import type { GroupRecord } from './search-groups.js';

export const ADVISER_SERVICE_FEE = 'ADVISER_SERVICE_FEE';

export function toWrapGroup(group: GroupRecord) {
  return {
    accountGroupCode: group.code,
    accountGroupName: group.name,
    accountGroupType: group.groupTypes ?? [],
    businessVentureId: group.businessVentureId,
    status: group.status,
    dealerCode: group.dealerCode,
    isAdviserFee: (group.attributes ?? []).includes(ADVISER_SERVICE_FEE),
    accountCount: group.accounts?.length ?? 0,
  };
}
