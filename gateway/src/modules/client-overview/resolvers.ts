// The client overview (002 §7): the client's details, then (as a field) the related accounts.
import type { Resolvers } from '../resolvers-types.js';
import type { GatewayContext } from '../../context.js';
import { ErrorCode, gatewayError } from '../../errors.js';
import { getClientDetails, getRelatedAccounts } from './api/client-overview-api.js';
import { toClientAccounts, toClientOverview } from './map-client-overview.js';


async function badge(ctx: GatewayContext) {
  const details = await ctx.loaders.userDetails();
  return { badge: ctx.caller.badge ?? details.brand, mgl: details.brand === 'mgl' };
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
    async accounts(overview, _, ctx) {
      const { badge: b, mgl } = await badge(ctx);
      const res = await getRelatedAccounts(ctx.upstream, overview.contactId, b, mgl);
      return toClientAccounts(res.account_details ?? []);
    },
  },
} satisfies Resolvers;
