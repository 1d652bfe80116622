// The processed group of 000 §3 from a grouping v2 group: status, kinds and the adviser-fee flag.
import type { GroupRecord } from '@gateway/kit/groups/search-groups.js';
import { ADVISER_SERVICE_FEE, groupTypesOf } from '@gateway/kit/groups/map-group.js';
import { isEnumValue, type EnumTable } from '@gateway/kit/enum-value.js';
import type { AccountGroupStatus, GroupKind } from '../resolvers-types.js';

export const ADMIN_FEE = 'ADMIN_FEE';
const STATUSES: EnumTable<AccountGroupStatus> = { ACTIVE: true, INACTIVE: true, PENDING: true, CLOSED: true };

/** 000 §4: unknown statuses read as ACTIVE. */
export function groupStatus(status: string | null | undefined): AccountGroupStatus {
  const upper = (status ?? '').toUpperCase();
  return isEnumValue(STATUSES, upper) ? upper : 'ACTIVE';
}

/** The kinds behind the labels Admin fee, Adviser fee, Fee, Reporting, Statement (000 §3). */
export function groupKinds(groupTypes: readonly string[], attributes: readonly string[]): GroupKind[] {
  const kinds: GroupKind[] = [];
  if (attributes.includes(ADMIN_FEE)) kinds.push('ADMIN_FEE');
  if (attributes.includes(ADVISER_SERVICE_FEE)) kinds.push('ADVISER_FEE');
  if (groupTypes.includes('FEE')) kinds.push('FEE');
  if (groupTypes.includes('REPORTING')) kinds.push('REPORTING');
  if (groupTypes.includes('STATEMENTS')) kinds.push('STATEMENT');
  return kinds;
}

export function toAccountGroup(group: GroupRecord) {
  const attributes = group.attributes ?? [];
  const groupTypes = groupTypesOf(group);
  return {
    accountGroupCode: group.code,
    accountGroupName: group.name,
    accountGroupType: groupTypes,
    kinds: groupKinds(groupTypes, attributes),
    attributes,
    businessVentureId: group.businessVentureId,
    status: groupStatus(group.status),
    isAdviserFee: attributes.includes(ADVISER_SERVICE_FEE),
    dealerCode: group.dealerCode,
    createdBy: group.createdBy ?? null,
    createdByName: group.createdByName ?? null,
    createdDate: group.createdDate ?? null,
    memberIds: (group.accounts ?? []).map((a) => a.code),
  };
}
export type AccountGroupNode = ReturnType<typeof toAccountGroup>;

/** 000 §5: characters other than letters, digits, whitespace, - ( ) ' & become spaces; then trimmed. */
export function cleanGroupName(name: string): string {
  return name.replace(/[^\p{L}\p{N}\s\-()'&]/gu, ' ').trim();
}
