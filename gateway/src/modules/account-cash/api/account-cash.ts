// Per-account cash pages (issue 17; the spec shows no endpoints): our paths, served by the sandbox
// (sandbox/README.md "Account cash"). The upstream scopes every call to the signed-in user's adviser entities:
// an account the user does not see answers 404 (NOT_FOUND here).
import type { RequestUpstream } from '@gateway/upstream/request-upstream.js';
import type { UpstreamQuery, UpstreamResponse } from '@gateway/upstream/upstream-api.js';

const LEDGER = '/api/wealth/channel/cash/v1/accounts/{accountId}/transactions';
const SCHEDULED = '/api/wealth/channel/cash/v1/accounts/{accountId}/scheduled-payments';
const CONTRIBUTIONS = '/api/wealth/channel/cash/v1/accounts/{accountId}/contributions';

export type UpstreamLedgerRow = UpstreamResponse<typeof LEDGER>['data'][number];
export type UpstreamScheduledPayment = UpstreamResponse<typeof SCHEDULED>['data'][number];
/** Empty values are left out of the URL (build-url.ts). */
export type LedgerQuery = UpstreamQuery<typeof LEDGER>;
export type ContributionsQuery = UpstreamQuery<typeof CONTRIBUTIONS>;

export const getLedger = (upstream: RequestUpstream, accountId: string, query: LedgerQuery) =>
  upstream.api.GET(LEDGER, { params: { path: { accountId }, query } });

export const getScheduledPayments = (upstream: RequestUpstream, accountId: string) =>
  upstream.api.GET(SCHEDULED, { params: { path: { accountId } } });

export const getContributions = (upstream: RequestUpstream, accountId: string, query: ContributionsQuery) =>
  upstream.api.GET(CONTRIBUTIONS, { params: { path: { accountId }, query } });

const HISTORY = '/api/wealth/channel/cash/v1/accounts/{accountId}/history';

/** The ledger's balance over a range and its credits and debits by month (issue 31 §3). */
export const getCashHistory = (upstream: RequestUpstream, accountId: string, range: '1M' | '6M' | '1Y' | 'ALL') =>
  upstream.api.GET(HISTORY, { params: { path: { accountId }, query: { range } } });
