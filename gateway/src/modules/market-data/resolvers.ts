// Market data (issue 32 §5): the search, one investment and its price history are the platform's reference data; the
// holders are the caller's own accounts, which the sandbox keeps to. The page's rule gates all four (a typed URL or a
// playground query finds nothing the menu does not offer).
import type { PriceHistoryRange, Resolvers } from '../resolvers-types.js';
import { bad, nextCursor, pageSize, text } from '@gateway/kit/arguments.js';
import { requireRule } from '@gateway/kit/shell/require-rule.js';
import { getHolders, getInvestment, getPriceHistory, searchInvestments, type PriceRange, type UpstreamQuote } from './api/market-data-api.js';

export const MAX_HOLDERS_PAGE = 500;
const DEFAULT_PAGE = 50;
const CODE = /^[A-Za-z0-9][A-Za-z0-9-]{0,19}$/;
const WHY = 'Market data needs the Wrap or Vision product and flag reporting.marketData';

const RANGES: Record<PriceHistoryRange, PriceRange> = { ONE_MONTH: '1M', THREE_MONTHS: '3M', ONE_YEAR: '1Y', FIVE_YEARS: '5Y' };
const RANGE_OF: Record<PriceRange, PriceHistoryRange> = { '1M': 'ONE_MONTH', '3M': 'THREE_MONTHS', '1Y': 'ONE_YEAR', '5Y': 'FIVE_YEARS' };

export function investmentCode(value: string): string {
  const code = value.trim();
  if (!CODE.test(code)) throw bad('code', 'code must be 1 to 20 letters, digits or hyphens');
  return code.toUpperCase();
}

export function searchText(value: string | null | undefined): string | undefined {
  const search = text(value);
  if (search !== undefined && search.length > 100) throw bad('search', 'search must be at most 100 characters');
  return search;
}

const toInvestment = (q: UpstreamQuote) => ({
  code: q.code,
  name: q.name,
  type: q.type,
  assetClass: q.asset_class,
  price: q.price,
  priceDate: q.price_date,
  previousPrice: q.previous_price,
  previousPriceDate: q.previous_date,
  change: q.change,
  changePercent: q.change_percent,
});

export const marketDataResolvers = {
  Query: {
    async marketInvestments(_, args, ctx) {
      const q = searchText(args.search);
      await requireRule(ctx, 'marketData', WHY);
      const r = await searchInvestments(ctx.upstream, { ...(q ? { q } : {}), ...(args.type ? { type: args.type } : {}) });
      return r.investments.map(toInvestment);
    },
    async marketInvestment(_, args, ctx) {
      const code = investmentCode(args.code);
      await requireRule(ctx, 'marketData', WHY);
      return toInvestment(await getInvestment(ctx.upstream, code));
    },
    async marketPriceHistory(_, args, ctx) {
      const code = investmentCode(args.code);
      const range = RANGES[args.range ?? 'ONE_YEAR'];
      await requireRule(ctx, 'marketData', WHY);
      const r = await getPriceHistory(ctx.upstream, code, range);
      return { code: r.code, range: RANGE_OF[r.range], from: r.from, to: r.to, points: r.points };
    },
    async marketInvestmentHolders(_, args, ctx) {
      const code = investmentCode(args.code);
      const limit = pageSize(args.first, DEFAULT_PAGE, MAX_HOLDERS_PAGE);
      const after = nextCursor(args.after);
      await requireRule(ctx, 'marketData', WHY);
      const user = await ctx.loaders.userDetails();
      const r = await getHolders(ctx.upstream, user.mac, code, { limit, ...(after ? { after } : {}) });
      return {
        code: r.code,
        price: r.price,
        priceDate: r.price_date,
        accounts: r.total.accounts,
        units: r.total.units,
        value: r.total.value,
        holders: r.holders.map((h) => ({
          accountId: h.account_id,
          accountNumber: h.account_number,
          accountName: h.account_name,
          productDescription: h.product_description,
          dealerCode: h.dealer_code,
          units: h.units,
          value: h.value,
        })),
        next: r.next ?? null,
      };
    },
  },
} satisfies Resolvers;
