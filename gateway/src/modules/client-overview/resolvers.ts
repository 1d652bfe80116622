// The client overview (002 §7): the client's details, then (as a field) the related accounts.
import type { Resolvers } from '../resolvers-types.js';
import type { GatewayContext } from '../../context.js';
import { ErrorCode, gatewayError } from '../../errors.js';
import { getClientDetails, getRelatedAccounts } from './api/client-overview-api.js';
import { getAssetClasses } from './api/get-asset-classes.js';
import { clientTotal, productsOf, totalsBy } from './client-total.js';
import { toClientAccounts, toClientOverview } from './map-client-overview.js';
import { centsOf } from '@gateway/kit/decimal.js';


async function badge(ctx: GatewayContext) {
  const details = await ctx.loaders.userDetails();
  return { badge: ctx.caller.badge ?? details.brand, mgl: details.brand === 'mgl' };
}

// The related accounts with their products, read once per overview however many fields ask (accounts, total).
const accountsRead = new WeakMap<object, ReturnType<typeof readAccounts>>();

async function readAccounts(contactId: string, ctx: GatewayContext) {
  const { badge: b, mgl } = await badge(ctx);
  const res = await getRelatedAccounts(ctx.upstream, contactId, b, mgl);
  const rows = toClientAccounts(res.account_details ?? []);
  // A wrap account's product type (Investment, Super, Pension) is the account list's: one batched read.
  const wrapIds = rows.filter((r) => r.accountType === 'WRAP').map((r) => r.accountId);
  const records = await ctx.loaders.accountsById.loadMany(wrapIds);
  const wrapTypes = new Map(wrapIds.map((id, i) => {
    const record = records[i];
    return [id, record && !(record instanceof Error) ? (record.wrapProductType ?? record.type ?? null) : null];
  }));
  const products = productsOf(rows, wrapTypes);
  return rows.map((r, i) => ({ ...r, ...products[i]! }));
}

function clientAccounts(overview: { contactId: string }, ctx: GatewayContext) {
  let read = accountsRead.get(overview);
  if (!read) accountsRead.set(overview, (read = readAccounts(overview.contactId, ctx)));
  return read;
}

export const clientOverviewResolvers = {
  Query: {
    async clientOverview(_, args, ctx) {
      const { badge: b } = await badge(ctx);
      const res = await getClientDetails(ctx.upstream, args.contactId, b);
      const errors = res.error ?? [];
      // 002 §4: any error fails the read, unless the only one is DEVICES_ERROR.
      const devicesError = errors.length === 1 && errors[0]?.code === 'DEVICES_ERROR';
      if ((errors.length > 0 && !devicesError) || !res.data) {
        throw gatewayError(ErrorCode.UPSTREAM_UNAVAILABLE, 'Client details reported errors', { upstreamErrors: errors });
      }
      return toClientOverview(res.data, devicesError);
    },
  },
  ClientOverview: {
    accounts: (overview, _, ctx) => clientAccounts(overview, ctx),
    total: async (overview, _, ctx) => clientTotal(await clientAccounts(overview, ctx)),
  },
  ClientTotal: {
    async byAssetClass(total, _, ctx) {
      const wraps = total.counted.filter((a) => a.accountType === 'WRAP');
      if (!wraps.length) return null;
      const classes = await Promise.all(wraps.map((w) => getAssetClasses(ctx.upstream, w.accountNumber)));
      const items = [
        ...total.counted.filter((a) => a.accountType !== 'WRAP').map((a) => ({ key: 'Cash', cents: centsOf(a.ledgerBalance)! })),
        ...classes.flat().map((c) => ({ key: c.assetClass, cents: centsOf(c.value) ?? 0n })),
      ];
      return totalsBy(items, total.totalCents).map((t) => ({ assetClass: t.key, value: t.value, weight: t.weight }));
    },
  },
} satisfies Resolvers;
