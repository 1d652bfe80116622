// Rates retrieval (002 §7 "Rates: endpoints not shown"): our paths, served by the sandbox
// (sandbox/README.md "Rates"). The upstream scopes each call to the signed-in user's rate badges.
import type { RequestUpstream } from '@gateway/upstream/request-upstream.js';

export const RATES_BASE = '/api/wealth/channel/rates/v1';

export interface UpstreamTier {
  key: string;
  min: number;
  max: number | null;
}

export interface RateBadgesResponse {
  data: { cash: string[]; wrap: string[] };
}

export interface CashRatesResponse {
  data: { badge: string; effective_date: string; rates: { key: string; rate: number }[] };
}

export interface TermDepositRatesResponse {
  data: { effective_date: string; rebate_bps: number; tiers: UpstreamTier[]; terms: { key: string; rates: number[] }[] };
}

export interface WrapRatesResponse {
  data: {
    badge: string;
    effective_date: string;
    term_deposit_rates_url: string;
    tiers: UpstreamTier[];
    products: { key: string; rates: number[] }[];
  };
}

export const getRateBadges = (upstream: RequestUpstream) => upstream.get<RateBadgesResponse>(`${RATES_BASE}/rate-badges`);

export const getCashRates = (upstream: RequestUpstream, badge: string) =>
  upstream.get<CashRatesResponse>(`${RATES_BASE}/cash-rates/${encodeURIComponent(badge)}`);

export const getTermDepositRates = (upstream: RequestUpstream) =>
  upstream.get<TermDepositRatesResponse>(`${RATES_BASE}/term-deposit-rates`);

export const getWrapRates = (upstream: RequestUpstream, badge: string) =>
  upstream.get<WrapRatesResponse>(`${RATES_BASE}/wrap-rates/${encodeURIComponent(badge)}`);
