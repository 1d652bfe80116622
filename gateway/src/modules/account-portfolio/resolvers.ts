// A wrap account's portfolio valuation and investment transactions (issue 17): arguments checked here
// (arguments.ts), the account scoped upstream (another adviser's account answers 404: NOT_FOUND).
import type { Resolvers } from '../resolvers-types.js';
import { ErrorCode } from '../../errors.js';
import { accountIdOf, bad, toInvestmentQuery, valuationDay } from './arguments.js';
import { getHoldings } from './api/get-holdings.js';
import { listInvestmentTransactions } from './api/list-investment-transactions.js';
import { getPortfolioHistory, getPortfolioPerformance } from './api/get-history.js';
import { upstreamRange, valueHistory } from '@gateway/kit/account-history.js';

const PERIODS = { '1M': 'ONE_MONTH', '3M': 'THREE_MONTHS', '1Y': 'ONE_YEAR', SINCE_INCEPTION: 'SINCE_INCEPTION' } as const;

export const accountPortfolioResolvers = {
  Query: {
    async portfolioHistory(_, args, ctx) {
      return valueHistory(await getPortfolioHistory(ctx.upstream, accountIdOf(args.accountId), upstreamRange(args.range)));
    },

    async portfolioPerformance(_, args, ctx) {
      const res = await getPortfolioPerformance(ctx.upstream, accountIdOf(args.accountId));
      return {
        asAt: res.as_at,
        openedDate: res.opened_date,
        method: res.method,
        periods: res.periods.map((p) => ({
          period: PERIODS[p.period],
          from: p.from,
          to: p.to,
          returnPercent: p.return_percent,
          annualised: p.annualised,
          openingValue: p.opening_value,
          closingValue: p.closing_value,
          moneyIn: p.money_in,
          moneyOut: p.money_out,
          fees: p.fees,
        })),
      };
    },

    async portfolioValuation(_, args, ctx) {
      const accountId = accountIdOf(args.accountId);
      const asAt = valuationDay(args.asAt, new Date());
      try {
        return await getHoldings(ctx.upstream, accountId, asAt);
      } catch (error) {
        // The upstream's 400 (a day before the account opened) names the opening day; the field is asAt.
        const e = error as { extensions?: { code?: string }; message?: string };
        if (e.extensions?.code === ErrorCode.BAD_USER_INPUT) throw bad('asAt', e.message ?? 'asAt is not a day this account can be valued on');
        throw error;
      }
    },

    async investmentTransactions(_, args, ctx) {
      const accountId = accountIdOf(args.accountId);
      const query = toInvestmentQuery(args, new Date());
      const res = await listInvestmentTransactions(ctx.upstream, accountId, query);
      const end = query.offset + res.data.length;
      return {
        totalCount: res.meta.totalCount,
        edges: res.data.map((t, i) => ({
          cursor: String(query.offset + i + 1),
          node: {
            id: t.transactionId,
            date: t.date,
            type: t.type,
            assetCode: t.assetCode,
            assetName: t.assetName,
            assetClass: t.assetClass,
            description: t.description,
            units: t.units,
            price: t.price,
            amount: t.amount,
          },
        })),
        pageInfo: { hasNextPage: end < res.meta.totalCount, endCursor: res.data.length ? String(end) : null },
      };
    },
  },
} satisfies Resolvers;
