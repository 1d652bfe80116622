// Per-account cash pages (issue 17; the spec shows no endpoints): our paths, served by the sandbox
// (sandbox/README.md "Account cash"). The upstream scopes every call to the signed-in user's adviser entities:
// an account the user does not see answers 404 (NOT_FOUND here).
import type { RequestUpstream } from '@gateway/upstream/request-upstream.js';

export const ACCOUNT_CASH_PATH = '/api/wealth/channel/cash/v1/accounts';

interface CashAccountMeta {
  account_id: string;
  account_number: string;
  ledger_balance: number;
  super_linked: boolean;
}

export interface UpstreamLedgerRow {
  transaction_id: string;
  date: string;
  type: string;
  direction: 'CREDIT' | 'DEBIT';
  description: string;
  amount: number;
  running_balance: number;
}

export interface LedgerResponse {
  data: UpstreamLedgerRow[];
  meta: { total_count: number; limit: number; offset: number; cash_account: CashAccountMeta | null };
}

export interface UpstreamScheduledPayment {
  payment_id: string;
  payee_name: string;
  amount: number;
  next_payment_date: string;
  frequency: string;
  recurring: boolean;
  payment_type: string | null;
  last_payment_date: string | null;
}

export interface ContributionsResponse {
  data: { transaction_id: string; date: string; contribution_type: string; contributor: string; amount: number }[];
  totals: { contribution_type: string; amount: number; count: number }[];
  meta: { super_linked: boolean; total_count: number; limit: number; offset: number; financial_year: { from: string; to: string } | null };
}

export type UpstreamQuery = Record<string, string | number | undefined>;

const path = (accountId: string, page: string) => `${ACCOUNT_CASH_PATH}/${encodeURIComponent(accountId)}/${page}`;
const clean = (query: UpstreamQuery) => {
  const q: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') q[key] = value;
  return q;
};

export const getLedger = (upstream: RequestUpstream, accountId: string, query: UpstreamQuery) =>
  upstream.get<LedgerResponse>(path(accountId, 'transactions'), { query: clean(query) });

export const getScheduledPayments = (upstream: RequestUpstream, accountId: string) =>
  upstream.get<{ data: UpstreamScheduledPayment[] }>(path(accountId, 'scheduled-payments'));

export const getContributions = (upstream: RequestUpstream, accountId: string, query: UpstreamQuery) =>
  upstream.get<ContributionsResponse>(path(accountId, 'contributions'), { query: clean(query) });
