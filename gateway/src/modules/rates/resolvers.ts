// Rates (002 §1, §3 Rates state, §6, §8): the user's rate badges and the rates of each, labelled by the
// brand's rate key tables. The upstream scopes every call to the signed-in user (a foreign badge is 404).
import type { Resolvers } from '../resolvers-types.js';
import type { GatewayContext } from '../../context.js';
import { getCashRates, getRateBadges, getTermDepositRates, getWrapRates } from './api/get-rates.js';
import { labelRows } from './rate-keys.js';

async function brandOf(ctx: GatewayContext): Promise<string> {
  return (await ctx.loaders.userDetails()).brand;
}

export const ratesResolvers = {
  Query: {
    async rateBadges(_, _args, ctx) {
      const res = await getRateBadges(ctx.upstream);
      return { cash: res.data.cash ?? [], wrap: res.data.wrap ?? [] };
    },

    async cashRates(_, args, ctx) {
      const [res, brand] = await Promise.all([getCashRates(ctx.upstream, args.badge), brandOf(ctx)]);
      return {
        badge: res.data.badge,
        effectiveDate: res.data.effective_date,
        rates: labelRows(res.data.rates, { brand, kind: 'cash' }),
      };
    },

    async termDepositRates(_, _args, ctx) {
      const [res, brand] = await Promise.all([getTermDepositRates(ctx.upstream), brandOf(ctx)]);
      return {
        effectiveDate: res.data.effective_date,
        rebateBps: res.data.rebate_bps,
        tiers: res.data.tiers,
        terms: labelRows(res.data.terms, { brand, kind: 'termDeposit' }),
      };
    },

    async wrapRates(_, args, ctx) {
      const [res, brand] = await Promise.all([getWrapRates(ctx.upstream, args.badge), brandOf(ctx)]);
      return {
        badge: res.data.badge,
        effectiveDate: res.data.effective_date,
        termDepositRatesUrl: res.data.term_deposit_rates_url,
        tiers: res.data.tiers,
        products: labelRows(res.data.products, { brand, kind: 'wrap' }),
      };
    },
  },
} satisfies Resolvers;
