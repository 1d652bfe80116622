// GET /api/wealth/channel/portfolio/v1/{account}/investment-transactions: the wrap account's buys, sells,
// distributions, dividend reinvestments and splits, filtered (from, to, type list, keyword on asset code, name
// or description, minAmount and maxAmount on the dollars moved), sorted and paged, with the total count.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/index.js';
import { badRequest } from '../../http/http-error.js';
import { amount, enumList, int, str, type Query } from '../shared/params.js';
import { isIsoDay, toDay, toIso } from './days.js';
import { portfolioOf, type InvestmentEvent, type InvestmentType } from './derive-portfolio.js';
import { loadWrapAccount } from './load-account.js';
import { PORTFOLIO_PREFIX } from './holdings.js';
import { investmentTransactions } from './schemas.js';

export const INVESTMENT_TYPES: readonly InvestmentType[] = ['BUY', 'SELL', 'DISTRIBUTION', 'DRP', 'SPLIT'];

const SORTS: Record<string, (a: InvestmentEvent, b: InvestmentEvent) => number> = {
  date: (a, b) => a.day - b.day,
  amount: (a, b) => a.amount - b.amount,
  asset: (a, b) => a.asset.code.localeCompare(b.asset.code),
  type: (a, b) => a.type.localeCompare(b.type),
  units: (a, b) => a.units - b.units,
};

function day(query: Query, name: string): string | undefined {
  const v = str(query, name);
  if (v !== undefined && !isIsoDay(v)) throw badRequest(`${name} must be a date yyyy-MM-dd`);
  return v;
}

export function registerInvestmentTransactionsRoute(app: FastifyInstance, db: Db): void {
  app.get<{ Params: { account: string }; Querystring: Query }>(`${PORTFOLIO_PREFIX}/:account/investment-transactions`, { schema: investmentTransactions }, async (request) => {
    const q = request.query;
    const from = day(q, 'from');
    const to = day(q, 'to');
    if (from && to && from > to) throw badRequest('from must not be after to');
    const types = enumList(q, 'type', INVESTMENT_TYPES);
    const keyword = str(q, 'keyword')?.toLowerCase();
    if (keyword && keyword.length > 100) throw badRequest('keyword takes at most 100 characters');
    const minAmount = amount(q, 'minAmount');
    const maxAmount = amount(q, 'maxAmount');
    if (minAmount !== undefined && maxAmount !== undefined && minAmount > maxAmount) throw badRequest('minAmount must not be more than maxAmount');
    const sortKey = str(q, 'sort') ?? 'date';
    const compare = SORTS[sortKey];
    if (!compare) throw badRequest(`sort must be one of ${Object.keys(SORTS).join(', ')}`);
    const order = (str(q, 'order') ?? 'desc').toLowerCase();
    if (order !== 'asc' && order !== 'desc') throw badRequest('order must be asc or desc');
    const limit = int(q, 'limit', 1, 200, 25);
    const offset = int(q, 'offset', 0, 1_000_000, 0);

    const account = await loadWrapAccount(db, request.scope, request.params.account);
    const fromDay = from ? toDay(from) : -Infinity;
    const toDayN = to ? toDay(to) : Infinity;
    const rows = portfolioOf(account).events.filter(
      (e) =>
        e.day >= fromDay &&
        e.day <= toDayN &&
        (!types || types.includes(e.type)) &&
        (minAmount === undefined || e.amount >= minAmount) &&
        (maxAmount === undefined || e.amount <= maxAmount) &&
        (!keyword || `${e.asset.code}\n${e.asset.name}\n${e.description}`.toLowerCase().includes(keyword)),
    );
    const sign = order === 'asc' ? 1 : -1;
    rows.sort((a, b) => sign * (compare(a, b) || a.day - b.day || a.id.localeCompare(b.id)));
    return {
      data: rows.slice(offset, offset + limit).map((e) => ({
        transactionId: e.id,
        date: toIso(e.day),
        type: e.type,
        assetCode: e.asset.code,
        assetName: e.asset.name,
        assetClass: e.asset.assetClass,
        description: e.description,
        units: e.units,
        price: e.price,
        amount: e.amount,
      })),
      meta: { totalCount: rows.length, limit, offset },
    };
  });
}
