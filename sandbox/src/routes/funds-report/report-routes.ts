// The funds and accounts report's calls (issue 32 §4; sandbox/README.md "The holdings register").
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/index.js';
import { badRequest } from '../../http/http-error.js';
import type { RequestOf } from '../../http/route-schema.js';
import { ASSETS, type Asset } from '../portfolio/assets.js';
import { toDay } from '../portfolio/days.js';
import { priceOn } from '../portfolio/prices.js';
import { referenceDay } from '../shared/reference-day.js';
import { accountCount, checkFilter, filterChoices, holdingsPage, investmentTotals, type ReportFilter } from './report-sql.js';
import { getFundsReport, getFundsReportHoldings } from './schemas.js';

const ASSET_BY_CODE = new Map<string, Asset>(ASSETS.map((a) => [a.code, a]));
const UNKNOWN = (code: string): Asset => ({ code, name: code, type: 'MANAGED_FUND', assetClass: 'Cash', anchorPrice: 0, distributionsPerYear: 0 });
const DEFAULT_PAGE = 1000;

const filterOf = (q: { assetCode?: string; dealerCode?: string; adviserCode?: string }): ReportFilter => ({
  assetCode: q.assetCode || undefined,
  dealerCode: q.dealerCode || undefined,
  adviserCode: q.adviserCode || undefined,
});

/** The cursor of a page: the last row's investment code and account id. */
const cursorOf = (code: string, accountId: string) => Buffer.from(JSON.stringify([code, accountId])).toString('base64url');
function readCursor(after: string | undefined): [string, string] | null {
  if (!after) return null;
  try {
    const v = JSON.parse(Buffer.from(after, 'base64url').toString('utf8')) as unknown;
    if (Array.isArray(v) && v.length === 2 && v.every((x) => typeof x === 'string')) return [v[0], v[1]];
  } catch {
    // answered below
  }
  throw badRequest("after must be a page's next");
}

export function registerFundsReportRoutes(api: FastifyInstance, db: Db): void {
  api.get<RequestOf<typeof getFundsReport>>('/intermediary-accounts/v1/intermediaries/:mac/funds-and-accounts', { schema: getFundsReport }, async (request) => {
    const keys = request.scope.entityKeys;
    const filter = filterOf(request.query);
    const [asAt, choices] = await Promise.all([referenceDay(db), filterChoices(db, keys)]);
    checkFilter(filter, choices);
    const [totals, accounts] = await Promise.all([investmentTotals(db, keys, filter), accountCount(db, keys, filter)]);
    const day = toDay(asAt);
    const investments = totals.map((t) => {
      const asset = ASSET_BY_CODE.get(t.asset_code) ?? UNKNOWN(t.asset_code);
      return {
        asset_code: t.asset_code,
        asset_name: asset.name,
        asset_type: asset.type,
        asset_class: asset.assetClass,
        price: priceOn(asset, day),
        accounts: t.accounts,
        units: Number(t.units),
        value: Number(t.value),
        share: Number(t.share),
      };
    });
    const cents = totals.reduce((sum, t) => sum + BigInt(t.value.replace('.', '')), 0n);
    return {
      as_at: asAt,
      total: { accounts, holdings: totals.reduce((n, t) => n + t.accounts, 0), value: Number(cents) / 100 },
      investments,
      filters: choices,
    };
  });

  api.get<RequestOf<typeof getFundsReportHoldings>>('/intermediary-accounts/v1/intermediaries/:mac/funds-and-accounts/holdings', { schema: getFundsReportHoldings }, async (request) => {
    const keys = request.scope.entityKeys;
    const filter = filterOf(request.query);
    const after = readCursor(request.query.after);
    const limit = request.query.limit ?? DEFAULT_PAGE;
    const [asAt, choices] = await Promise.all([referenceDay(db), filterChoices(db, keys)]);
    checkFilter(filter, choices);
    const [rows, totals] = await Promise.all([holdingsPage(db, keys, filter, after, limit + 1), investmentTotals(db, keys, filter)]);
    const day = toDay(asAt);
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return {
      holdings: page.map((r) => {
        const asset = ASSET_BY_CODE.get(r.asset_code) ?? UNKNOWN(r.asset_code);
        return {
          asset_code: r.asset_code,
          asset_name: asset.name,
          account_id: r.account_id,
          account_number: r.account_number,
          account_name: r.account_name,
          product_description: r.product_description,
          dealer_code: r.dealer_code,
          units: Number(r.units),
          price: priceOn(asset, day),
          value: Number(r.value),
        };
      }),
      next: rows.length > limit && last ? cursorOf(last.asset_code, last.account_id) : null,
      total: totals.reduce((n, t) => n + t.accounts, 0),
    };
  });
}
