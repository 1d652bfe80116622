// A wrap account's holdings added up by asset class, as at today (the portfolio valuation's own totals): what the
// client's allocation by asset class is made of.
import type { RequestUpstream } from '@gateway/upstream/request-upstream.js';

const HOLDINGS = '/api/wealth/channel/portfolio/v1/{account}/holdings';

export async function getAssetClasses(upstream: RequestUpstream, accountId: string) {
  const valuation = await upstream.api.GET(HOLDINGS, { params: { path: { account: accountId }, query: {} } });
  return valuation.assetClasses.map((c) => ({ assetClass: c.assetClass, value: c.value }));
}
