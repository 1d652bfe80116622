import type { RequestUpstream } from '@gateway/upstream/request-upstream.js';

export type AccessLevel = 'FULL' | 'LIMITED' | 'VIEW';

export async function getAccountAccess(
  upstream: RequestUpstream,
  accountIds: readonly string[],
): Promise<Map<string, AccessLevel>> {
  const res = await upstream.get<{ accessibleAccounts?: Array<{ id: string; access: AccessLevel }> }>(
    '/api/wealth/channel/user/v1/account/access',
    { query: { accountCode: accountIds } },
  );
  return new Map((res?.accessibleAccounts ?? []).map((a) => [a.id, a.access]));
}
