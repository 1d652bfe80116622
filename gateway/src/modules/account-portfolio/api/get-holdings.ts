// A wrap account's holdings as at a day (issue 17; our path, sandbox/README.md "Portfolio"). The upstream scopes
// the account to the user's adviser entities (404 otherwise) and rejects a future day or one before opening (400).
import type { RequestUpstream } from '@gateway/upstream/request-upstream.js';

export const portfolioPath = (accountId: string, leaf: string) => `/api/wealth/channel/portfolio/v1/${encodeURIComponent(accountId)}/${leaf}`;

export interface UpstreamHolding {
  assetCode: string;
  assetName: string;
  assetType: string;
  assetClass: string;
  units: number;
  price: number;
  value: number;
  weight: number;
}

export interface HoldingsResponse {
  accountId: string;
  accountNumber: string;
  asAt: string;
  openedDate: string;
  totalValue: number;
  holdings: UpstreamHolding[];
  assetClasses: { assetClass: string; holdings: number; value: number; weight: number }[];
}

export function getHoldings(upstream: RequestUpstream, accountId: string, asAt: string) {
  return upstream.get<HoldingsResponse>(portfolioPath(accountId, 'holdings'), { query: { asAt } });
}
