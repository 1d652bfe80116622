import type { RequestUpstream } from '@gateway/upstream/request-upstream.js';
import type { AccountRecord } from '@gateway/kit/accounts/account-record.js';

/** GET accounts/list: only the visible ones come back, one row per adviser link. */
export async function listAccounts(
  upstream: RequestUpstream,
  mac: string,
  badge: string,
  accountIds: readonly string[],
): Promise<AccountRecord[]> {
  const res = await upstream.api.GET('/api/intermediary-accounts/v1/intermediaries/{mac}/accounts/list', {
    params: { path: { mac }, query: { badge, account_list: accountIds } },
  });
  return res?.accounts ?? [];
}
