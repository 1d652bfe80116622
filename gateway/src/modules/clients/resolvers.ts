// Client search: GET ada/search/clients; it succeeds only when the upstream error list is empty (000 §8).
import type { Resolvers } from '../resolvers-types.js';
import { ErrorCode, gatewayError } from '../../errors.js';
import { searchClients } from '@gateway/kit/clients/search-clients.js';
import { clientQueryParam } from '@gateway/kit/clients/client-tokens.js';
import { toClient } from '@gateway/kit/clients/map-client.js';

/** 000 §9: client search limit 30. */
const DEFAULT_LIMIT = 30;
const MAX_LIMIT = 100;

export const clientsResolvers = {
  Query: {
    async clientSearch(_, args, ctx) {
      const query = clientQueryParam(args.query);
      // Nothing searchable left (e.g. only punctuation): answer empty rather than list every client.
      if (!query) return { totalCount: 0, resultSize: 0, nodes: [], pageInfo: { hasNextPage: false, endCursor: null } };
      const res = await searchClients(ctx.upstream, {
        query,
        limit: Math.min(MAX_LIMIT, Math.max(1, Math.trunc(args.first ?? DEFAULT_LIMIT))),
        pagingToken: args.after,
        badge: ctx.caller.badge,
      });
      if (res.error && res.error.length > 0) {
        throw gatewayError(ErrorCode.UPSTREAM_UNAVAILABLE, 'Client search reported errors', { upstreamErrors: res.error });
      }
      const nodes = (res.data ?? []).map(toClient);
      const pagingToken = res.meta?.paging_token ?? null;
      return {
        totalCount: res.meta?.total_hits ?? nodes.length,
        resultSize: res.meta?.result_size ?? nodes.length,
        nodes,
        pageInfo: { hasNextPage: Boolean(pagingToken), endCursor: pagingToken },
      };
    },
  },
} satisfies Resolvers;
