import type { RequestUpstream } from '@gateway/upstream/request-upstream.js';
import type { AccountRecord } from './account-record.js';

const EVERY_STATUS = ['Active', 'Closed', 'Pending', 'Deleted'];

/**
 * The account's rows (one per visible adviser link) by its number. accounts/list takes ids only, so the
 * intermediary search is asked with the number as its keyword (every status, deleted included) and the
 * exact number kept: a keyword token also matches longer numbers that contain it.
 */
export async function findAccountByNumber(
  upstream: RequestUpstream,
  mac: string,
  badge: string,
  accountNumber: string,
): Promise<AccountRecord[]> {
  const res = await upstream.api.GET('/api/intermediary-accounts/v2/intermediaries/{mac}/accounts', {
    params: { path: { mac }, query: { keyword: accountNumber, accountStatus: EVERY_STATUS, badge, limit: 100 } },
  });
  const wanted = accountNumber.toUpperCase();
  return (res?.data?.accounts ?? []).filter((row) => row.accountNumber.toUpperCase() === wanted);
}
