// A wrap account's value over time, money in and out by month, and time-weighted return (issue 31 §3; our paths,
// sandbox/README.md "Value over time, flows and performance"), scoped upstream to the user's adviser entities.
import type { RequestUpstream } from '@gateway/upstream/request-upstream.js';
import type { UpstreamResponse } from '@gateway/upstream/upstream-api.js';

const HISTORY = '/api/wealth/channel/portfolio/v1/{account}/history';
const PERFORMANCE = '/api/wealth/channel/portfolio/v1/{account}/performance';

export type UpstreamPerformance = UpstreamResponse<typeof PERFORMANCE>;

export const getPortfolioHistory = (upstream: RequestUpstream, accountId: string, range: '1M' | '6M' | '1Y' | 'ALL') =>
  upstream.api.GET(HISTORY, { params: { path: { account: accountId }, query: { range } } });

export const getPortfolioPerformance = (upstream: RequestUpstream, accountId: string) =>
  upstream.api.GET(PERFORMANCE, { params: { path: { account: accountId } } });
