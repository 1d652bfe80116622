import type { RequestUpstream } from '@gateway/upstream/request-upstream.js';
import type { UpstreamResponse } from '@gateway/upstream/upstream-api.js';

const ACCOUNTS = '/api/wealth/babbage/accounts';

export type BabbageAccount = UpstreamResponse<typeof ACCOUNTS>['accounts'][number];
/** Term deposits only (issue 17): the current term; null without one. */
export type TermDepositFacts = NonNullable<BabbageAccount['termDeposit']>;

const EVERY_STATUS = ['Active', 'Closed', 'Pending', 'Deleted'];

/** GET wealth/babbage/accounts for one cash or term deposit account (by id), with the accounts linked to it. */
export async function getBabbageAccount(upstream: RequestUpstream, accountId: string, accountNumber: string, badge: string) {
  const res = await upstream.api.GET(ACCOUNTS, {
    params: {
      query: { keyword: accountNumber, accountStatus: EVERY_STATUS, showLinks: 'true', badge, limit: 5 },
      header: { account_list: accountId },
    },
  });
  return res?.accounts?.find((row) => row.accountNumber === accountNumber) ?? null;
}
