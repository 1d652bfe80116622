// Market data's calls (issue 32 §5; sandbox/README.md "Market data").
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/index.js';
import { badRequest, notFound } from '../../http/http-error.js';
import type { RequestOf } from '../../http/route-schema.js';
import type { Asset } from '../portfolio/assets.js';
import { toIso } from '../portfolio/days.js';
import { priceOn } from '../portfolio/prices.js';
import { referenceDay } from '../shared/reference-day.js';
import { holdersPage, holderTotals } from './holders-sql.js';
import { latestPriceDay, PRICED_BY_CODE, priceHistory, quoteOf, searchInvestments as search } from './quotes.js';
import { getHolders, getInvestment, getPriceHistory, searchInvestments } from './schemas.js';

export const MARKET_DATA_PREFIX = '/market-data/v1/investments';
const DEFAULT_PAGE = 50;

function pricedAsset(code: string): Asset {
  const asset = PRICED_BY_CODE.get(code.toUpperCase());
  if (!asset) throw notFound();
  return asset;
}

/** The cursor of a page: the last row's value and account id. */
const cursorOf = (value: string, accountId: string) => Buffer.from(JSON.stringify([value, accountId])).toString('base64url');
function readCursor(after: string | undefined): [string, string] | null {
  if (!after) return null;
  try {
    const v = JSON.parse(Buffer.from(after, 'base64url').toString('utf8')) as unknown;
    if (Array.isArray(v) && v.length === 2 && /^\d+(\.\d+)?$/.test(String(v[0])) && typeof v[1] === 'string') return [v[0] as string, v[1]];
  } catch {
    // answered below
  }
  throw badRequest("after must be a page's next");
}

export function registerMarketDataRoutes(api: FastifyInstance, db: Db): void {
  api.get<RequestOf<typeof searchInvestments>>(MARKET_DATA_PREFIX, { schema: searchInvestments }, async (request) => {
    const reference = await referenceDay(db);
    return { investments: search(request.query.q ?? '', request.query.type).map((a) => quoteOf(a, reference)) };
  });

  api.get<RequestOf<typeof getInvestment>>(`${MARKET_DATA_PREFIX}/:code`, { schema: getInvestment }, async (request) => {
    const asset = pricedAsset(request.params.code);
    return quoteOf(asset, await referenceDay(db));
  });

  api.get<RequestOf<typeof getPriceHistory>>(`${MARKET_DATA_PREFIX}/:code/prices`, { schema: getPriceHistory }, async (request) => {
    const asset = pricedAsset(request.params.code);
    const range = request.query.range ?? '1Y';
    return { code: asset.code, range, ...priceHistory(asset, await referenceDay(db), range) };
  });

  api.get<RequestOf<typeof getHolders>>('/intermediary-accounts/v1/intermediaries/:mac/investments/:code/holders', { schema: getHolders }, async (request) => {
    const asset = pricedAsset(request.params.code);
    const after = readCursor(request.query.after);
    const limit = request.query.limit ?? DEFAULT_PAGE;
    const keys = request.scope.entityKeys;
    const [reference, rows, totals] = await Promise.all([referenceDay(db), holdersPage(db, keys, asset.code, after, limit + 1), holderTotals(db, keys, asset.code)]);
    const day = latestPriceDay(reference);
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return {
      code: asset.code,
      price: priceOn(asset, day),
      price_date: toIso(day),
      total: { accounts: totals.accounts, units: Number(totals.units), value: Number(totals.value) },
      holders: page.map((r) => ({
        account_id: r.account_id,
        account_number: r.account_number,
        account_name: r.account_name,
        product_description: r.product_description,
        dealer_code: r.dealer_code,
        units: Number(r.units),
        value: Number(r.value),
      })),
      next: rows.length > limit && last ? cursorOf(last.value, last.account_id) : null,
    };
  });
}
