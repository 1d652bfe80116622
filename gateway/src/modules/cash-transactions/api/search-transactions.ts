// Cash transactions search (issue 16; the spec shows no endpoint): our path, served by the sandbox
// (sandbox/README.md "Cash transactions"). The upstream scopes every call to the signed-in user's adviser
// entities: an account number the user does not see answers 404.
import type { RequestUpstream } from '@gateway/upstream/request-upstream.js';

export const TRANSACTIONS_PATH = '/api/wealth/channel/cash/v1/transactions';

export interface UpstreamTransaction {
  transaction_id: string;
  account_id: string;
  account_number: string;
  account_name: string;
  date: string;
  description: string;
  amount: number;
  direction: 'CREDIT' | 'DEBIT';
}

export interface TransactionsResponse {
  data: UpstreamTransaction[];
  meta: { total_count: number; limit: number; offset: number };
}

export interface TransactionsQuery {
  accountNumber?: string;
  from?: string;
  to?: string;
  minAmount?: number;
  maxAmount?: number;
  keyword?: string;
  direction?: 'credit' | 'debit';
  sort: string;
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

export function searchTransactions(upstream: RequestUpstream, query: TransactionsQuery) {
  const q: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') q[key] = value as string | number;
  return upstream.get<TransactionsResponse>(TRANSACTIONS_PATH, { query: q });
}
