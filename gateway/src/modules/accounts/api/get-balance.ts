import type { RequestUpstream } from '@gateway/upstream/request-upstream.js';

export interface PortfolioBalance {
  netPortfolioValue: number;
  asAt?: string | null;
}

export function getBalance(upstream: RequestUpstream, account: string): Promise<PortfolioBalance> {
  return upstream.get<PortfolioBalance>(`/api/wealth/channel/portfolio/v1/${encodeURIComponent(account)}/balance`);
}
