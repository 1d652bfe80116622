// A wrap account's investment transactions, filtered, sorted and paged upstream (issue 17; our path,
// sandbox/README.md "Portfolio").
import type { RequestUpstream } from '@gateway/upstream/request-upstream.js';
import { portfolioPath } from './get-holdings.js';

export interface UpstreamInvestmentTransaction {
  transactionId: string;
  date: string;
  type: 'BUY' | 'SELL' | 'DISTRIBUTION' | 'DRP' | 'SPLIT';
  assetCode: string;
  assetName: string;
  assetClass: string;
  description: string;
  units: number;
  price: number;
  amount: number;
}

export interface InvestmentTransactionsResponse {
  data: UpstreamInvestmentTransaction[];
  meta: { totalCount: number; limit: number; offset: number };
}

export interface InvestmentTransactionsQuery {
  from?: string;
  to?: string;
  type?: string;
  keyword?: string;
  minAmount?: number;
  maxAmount?: number;
  sort: string;
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

export function listInvestmentTransactions(upstream: RequestUpstream, accountId: string, query: InvestmentTransactionsQuery) {
  const q: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') q[key] = value as string | number;
  return upstream.get<InvestmentTransactionsResponse>(portfolioPath(accountId, 'investment-transactions'), { query: q });
}
