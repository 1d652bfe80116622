// Wrap group search: GET grouping v2 account-groups/search, capped to `first` (000 §9: dropdown shows 5).
import type { Resolvers } from '../resolvers-types.js';
import { searchGroups } from '@gateway/kit/groups/search-groups.js';
import { cleanGroupQuery } from './clean-group-query.js';
import { accountGroupResolvers } from './group-resolvers.js';
import { toWrapGroup } from '@gateway/kit/groups/map-group.js';

export const groupsResolvers = {
  Query: {
    async wrapGroupSearch(_, args, ctx) {
      const groups = await searchGroups(ctx.upstream, {
        query: cleanGroupQuery(args.query) || undefined,
        bv: args.businessVentures?.length ? args.businessVentures : undefined,
        groupType: args.groupType ?? undefined,
      });
      return groups.slice(0, Math.max(0, args.first ?? 5)).map(toWrapGroup);
    },
    ...accountGroupResolvers.Query,
  },
  Mutation: accountGroupResolvers.Mutation,
  AccountGroup: accountGroupResolvers.AccountGroup,
  GroupAccount: accountGroupResolvers.GroupAccount,
} satisfies Resolvers;
