// The funds and accounts report (issue 32 §4): one upstream call for the report, one per page of its holdings. The
// report's rule gates both (a typed URL finds nothing the menu does not offer); the sandbox keeps to the caller's
// accounts and refuses another adviser's dealer or code as unknown.
import type { Resolvers } from '../resolvers-types.js';
import { bad, nextCursor, pageSize, text } from '@gateway/kit/arguments.js';
import { requireRule } from '@gateway/kit/shell/require-rule.js';
import { getFundsReport, getFundsReportHoldings, type ReportQuery } from './api/funds-report-api.js';

export const MAX_HOLDINGS_PAGE = 5000;
const DEFAULT_PAGE = 1000;
const CODE = /^[A-Za-z0-9][A-Za-z0-9-]{0,19}$/;

interface Filter {
  assetCode?: string | null;
  dealerCode?: string | null;
  adviserCode?: string | null;
}

export function toReportQuery(filter: Filter | null | undefined): ReportQuery {
  const query: ReportQuery = {};
  for (const field of ['assetCode', 'dealerCode', 'adviserCode'] as const) {
    const value = text(filter?.[field]);
    if (value === undefined) continue;
    if (!CODE.test(value)) throw bad(field, `${field} must be 1 to 20 letters, digits or hyphens`);
    query[field] = value;
  }
  return query;
}

const WHY = 'The funds and accounts report needs the Wrap or Vision product and flag reporting.fundsAndAccountsReport';

export const fundsReportResolvers = {
  Query: {
    async fundsReport(_, args, ctx) {
      const query = toReportQuery(args.filter);
      await requireRule(ctx, 'fundsAndAccountsReport', WHY);
      const user = await ctx.loaders.userDetails();
      const r = await getFundsReport(ctx.upstream, user.mac, query);
      return {
        asAt: r.as_at,
        total: r.total,
        investments: r.investments.map((i) => ({
          assetCode: i.asset_code,
          assetName: i.asset_name,
          assetType: i.asset_type,
          assetClass: i.asset_class,
          price: i.price,
          accounts: i.accounts,
          units: i.units,
          value: i.value,
          share: i.share,
        })),
        dealers: r.filters.dealers.map((d) => ({ dealerCode: d.dealer_code, dealerName: d.dealer_name })),
        advisers: r.filters.advisers.map((a) => ({ adviserCode: a.adviser_code, adviserName: a.adviser_name, dealerCode: a.dealer_code })),
      };
    },
    async fundsReportHoldings(_, args, ctx) {
      const query = toReportQuery(args.filter);
      const limit = pageSize(args.first, DEFAULT_PAGE, MAX_HOLDINGS_PAGE);
      const after = nextCursor(args.after);
      await requireRule(ctx, 'fundsAndAccountsReport', WHY);
      const user = await ctx.loaders.userDetails();
      const r = await getFundsReportHoldings(ctx.upstream, user.mac, { ...query, limit, ...(after ? { after } : {}) });
      return {
        holdings: r.holdings.map((h) => ({
          assetCode: h.asset_code,
          assetName: h.asset_name,
          accountId: h.account_id,
          accountNumber: h.account_number,
          accountName: h.account_name,
          productDescription: h.product_description,
          dealerCode: h.dealer_code,
          units: h.units,
          price: h.price,
          value: h.value,
        })),
        next: r.next ?? null,
        total: r.total,
      };
    },
  },
} satisfies Resolvers;
