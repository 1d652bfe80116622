import type { RequestUpstream } from '@gateway/upstream/request-upstream.js';
import type { QueryValue } from '@gateway/upstream/build-url.js';
import type { AccountRecord } from './account-record.js';

export interface AccountSearchPage {
  total_count?: number;
  totalCount?: number;
  /** yyyy-MM-dd the balances are struck at, when the upstream says. */
  balancesAsAt?: string | null;
  data?: { accounts?: AccountRecord[]; hasNextPage?: boolean; endCursor?: string | null };
}

export function searchAccounts(
  upstream: RequestUpstream,
  mac: string,
  query: Record<string, QueryValue>,
  advisers: string | undefined,
): Promise<AccountSearchPage> {
  return upstream.get<AccountSearchPage>(
    `/api/intermediary-accounts/v2/intermediaries/${encodeURIComponent(mac)}/accounts`,
    { query, headers: { advisers } },
  );
}
