import type { RequestUpstream } from '@gateway/upstream/request-upstream.js';
import type { UpstreamResponse } from '@gateway/upstream/upstream-api.js';

const SEARCH = '/api/market-data/v1/investments';
const ONE = '/api/market-data/v1/investments/{code}';
const PRICES = '/api/market-data/v1/investments/{code}/prices';
const HOLDERS = '/api/intermediary-accounts/v1/intermediaries/{mac}/investments/{code}/holders';

export type UpstreamQuote = UpstreamResponse<typeof ONE>;
export type UpstreamPriceHistory = UpstreamResponse<typeof PRICES>;
export type UpstreamHolders = UpstreamResponse<typeof HOLDERS>;
export type InvestmentType = 'LISTED' | 'MANAGED_FUND';
export type PriceRange = '1M' | '3M' | '1Y' | '5Y';

export function searchInvestments(upstream: RequestUpstream, query: { q?: string; type?: InvestmentType }): Promise<UpstreamResponse<typeof SEARCH>> {
  return upstream.api.GET(SEARCH, { params: { query } });
}

export function getInvestment(upstream: RequestUpstream, code: string): Promise<UpstreamQuote> {
  return upstream.api.GET(ONE, { params: { path: { code } } });
}

export function getPriceHistory(upstream: RequestUpstream, code: string, range: PriceRange): Promise<UpstreamPriceHistory> {
  return upstream.api.GET(PRICES, { params: { path: { code }, query: { range } } });
}

export function getHolders(upstream: RequestUpstream, mac: string, code: string, query: { limit: number; after?: string }): Promise<UpstreamHolders> {
  return upstream.api.GET(HOLDERS, { params: { path: { mac, code }, query } });
}
