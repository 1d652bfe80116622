// A wrap account's fees per period (issue 17; our path). Not a wrap account, or not the user's: 404.
import type { RequestUpstream } from '@gateway/upstream/request-upstream.js';

export interface UpstreamFee {
  period_from: string;
  period_to: string;
  fee_type: 'ADVISER_SERVICE' | 'ADMINISTRATION' | 'INVESTMENT';
  description: string;
  amount: number;
}

export interface FeesResponse {
  data: UpstreamFee[];
  totals: { by_type: Array<Omit<UpstreamFee, 'period_from' | 'period_to'>>; total: number };
}

export function getFees(upstream: RequestUpstream, accountId: string, query: { period: string; from?: string; to?: string }) {
  const q: Record<string, string> = { period: query.period };
  if (query.from) q.from = query.from;
  if (query.to) q.to = query.to;
  return upstream.get<FeesResponse>(`/api/wealth/channel/fees/v1/accounts/${encodeURIComponent(accountId)}/fees`, { query: q });
}
