import type { RequestUpstream } from '@gateway/upstream/request-upstream.js';

export interface GroupRecord {
  code: string;
  name: string;
  groupTypes: string[];
  businessVentureId: string;
  status: string;
  accounts?: Array<{ code: string }>;
  dealerCode: string;
  attributes?: string[];
  createdBy?: string;
  /** The creator's display name, where the grouping API gives it (the sandbox does; not shown in the spec). */
  createdByName?: string | null;
  createdDate?: string;
}

export async function searchGroups(
  upstream: RequestUpstream,
  params: { query?: string; bv?: readonly string[]; groupType?: string; codes?: readonly string[] },
): Promise<GroupRecord[]> {
  const res = await upstream.get<{ groups?: GroupRecord[] }>('/api/wealth/grouping/v2/account-groups/search', {
    query: { query: params.query, bv: params.bv, groupType: params.groupType, codes: params.codes },
  });
  return res?.groups ?? [];
}
