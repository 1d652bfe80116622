// Rates retrieval (002 §7 "Rates: endpoints not shown"): our paths, served by the sandbox
// (sandbox/README.md "Rates"). The upstream scopes each call to the signed-in user's rate badges.
import type { RequestUpstream } from '@gateway/upstream/request-upstream.js';
import type { UpstreamResponse } from '@gateway/upstream/upstream-api.js';

const RATE_BADGES = '/api/wealth/channel/rates/v1/rate-badges';
const CASH_RATES = '/api/wealth/channel/rates/v1/cash-rates/{badge}';
const TERM_DEPOSIT_RATES = '/api/wealth/channel/rates/v1/term-deposit-rates';
const WRAP_RATES = '/api/wealth/channel/rates/v1/wrap-rates/{badge}';

export type RateBadgesResponse = UpstreamResponse<typeof RATE_BADGES>;
export type CashRatesResponse = UpstreamResponse<typeof CASH_RATES>;
export type TermDepositRatesResponse = UpstreamResponse<typeof TERM_DEPOSIT_RATES>;
export type WrapRatesResponse = UpstreamResponse<typeof WRAP_RATES>;
export type UpstreamTier = TermDepositRatesResponse['data']['tiers'][number];

export const getRateBadges = (upstream: RequestUpstream) => upstream.api.GET(RATE_BADGES);

export const getCashRates = (upstream: RequestUpstream, badge: string) => upstream.api.GET(CASH_RATES, { params: { path: { badge } } });

export const getTermDepositRates = (upstream: RequestUpstream) => upstream.api.GET(TERM_DEPOSIT_RATES);

export const getWrapRates = (upstream: RequestUpstream, badge: string) => upstream.api.GET(WRAP_RATES, { params: { path: { badge } } });
