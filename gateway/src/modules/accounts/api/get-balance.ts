import type { RequestUpstream } from '@gateway/upstream/request-upstream.js';
import type { UpstreamResponse } from '@gateway/upstream/upstream-api.js';

const BALANCE = '/api/wealth/channel/portfolio/v1/{account}/balance';
export type PortfolioBalance = UpstreamResponse<typeof BALANCE>;

export function getBalance(upstream: RequestUpstream, account: string): Promise<PortfolioBalance> {
  return upstream.api.GET(BALANCE, { params: { path: { account } } });
}
