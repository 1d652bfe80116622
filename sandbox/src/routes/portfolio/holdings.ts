// GET /api/wealth/channel/portfolio/v1/{account}/holdings?asAt=yyyy-MM-dd: the wrap account's holdings as at a
// day (default today in Sydney): units held after that day's transactions at that day's price, each with its
// weight, and the totals by asset class. A day in the future or before the account opened answers 400.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/index.js';
import { badRequest } from '../../http/http-error.js';
import { sydneyToday } from '../shared/format.js';
import { str, type Query } from '../shared/params.js';
import { isIsoDay, toDay } from './days.js';
import { holdingsOn, portfolioOf, registeredHoldings } from './derive-portfolio.js';
import { registerUnits } from './holdings-register.js';
import { cashHoldingOn, loadWrapAccount } from './load-account.js';
import { round } from './prices.js';
import { holdings as holdingsSchema } from './schemas.js';

export const PORTFOLIO_PREFIX = '/wealth/channel/portfolio/v1';

export function registerHoldingsRoute(app: FastifyInstance, db: Db): void {
  app.get<{ Params: { account: string }; Querystring: Query }>(`${PORTFOLIO_PREFIX}/:account/holdings`, { schema: holdingsSchema }, async (request) => {
    const asAt = str(request.query, 'asAt') ?? sydneyToday();
    if (!isIsoDay(asAt)) throw badRequest('asAt must be a date yyyy-MM-dd');
    const account = await loadWrapAccount(db, request.scope, request.params.account);
    if (asAt > sydneyToday()) throw badRequest('asAt must not be in the future');
    if (asAt < account.openedDate) throw badRequest(`asAt must not be before the account opened on ${account.openedDate}`);
    const cash = await cashHoldingOn(db, account, asAt);
    // From the reference day on, the units are the register's (what the funds and accounts report reads); before it,
    // the derived history's.
    const registered = toDay(asAt) >= account.referenceDay ? await registerUnits(db, account.accountId) : null;
    const held = registered ? registeredHoldings(registered, account.referenceDay, cash) : holdingsOn(portfolioOf(account), toDay(asAt), cash);
    const holdings = held.sort((a, b) => b.value - a.value || a.asset.code.localeCompare(b.asset.code));
    const total = round(holdings.reduce((sum, h) => sum + h.value, 0), 2);
    const weight = (value: number) => (total > 0 ? round((value / total) * 100, 2) : 0);
    const classes = new Map<string, { value: number; count: number }>();
    for (const h of holdings) {
      const c = classes.get(h.asset.assetClass) ?? { value: 0, count: 0 };
      c.value += h.value;
      c.count += 1;
      classes.set(h.asset.assetClass, c);
    }
    return {
      accountId: account.accountId,
      accountNumber: account.accountNumber,
      asAt,
      openedDate: account.openedDate,
      totalValue: total,
      holdings: holdings.map((h) => ({
        assetCode: h.asset.code,
        assetName: h.asset.name,
        assetType: h.asset.type,
        assetClass: h.asset.assetClass,
        units: h.units,
        price: h.price,
        value: h.value,
        weight: weight(h.value),
      })),
      assetClasses: [...classes]
        .map(([assetClass, c]) => ({ assetClass, holdings: c.count, value: round(c.value, 2), weight: weight(c.value) }))
        .sort((a, b) => b.value - a.value),
    };
  });
}
