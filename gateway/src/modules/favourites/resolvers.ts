// Favourite accounts and the recent lists: read-modify-write of id-list preferences, one user at a time.
import type { Resolvers } from '../resolvers-types.js';
import type { GatewayContext } from '../../context.js';
import { ErrorCode, gatewayError } from '../../errors.js';
import { toWrapGroup } from '@gateway/kit/groups/map-group.js';
import { getPreferences } from '@gateway/kit/user/get-preferences.js';
import { setPreference } from '@gateway/kit/user/set-preference.js';
import { getGroupsByCodes } from './api/get-groups-by-codes.js';
import { withFavourite, withRecent } from './id-lists.js';
import { withUserLock } from './per-user-lock.js';

const MAX_CODES = 50;

const RECENT_KEYS = {
  ACCOUNT: { key: 'RecentAccounts', upstreamKey: 'recent-accounts' },
  WRAP_GROUP: { key: 'RecentWrapGroups', upstreamKey: 'recent-wrap-groups' },
} as const;

/** Reads one id-list preference past the response cache, applies `change` and saves the result. */
async function updateIdList(
  ctx: GatewayContext,
  upstreamKey: string,
  change: (saved: unknown) => string[],
): Promise<string[]> {
  const user = await ctx.loaders.userDetails();
  return withUserLock(user.mac, async () => {
    // The 2000 ms cache may hold a list from before another tab's change; a stale read would drop it.
    ctx.upstream.forgetCaller();
    const saved = (await getPreferences(ctx.upstream, [upstreamKey])).get(upstreamKey);
    const next = change(saved);
    await setPreference(ctx.upstream, upstreamKey, next);
    return next;
  });
}

function requireId(id: string, field: string): string {
  const trimmed = id.trim();
  if (!trimmed || trimmed.length > 100) throw gatewayError(ErrorCode.BAD_USER_INPUT, `${field} must be 1 to 100 characters`, { field });
  return trimmed;
}

export const favouritesResolvers = {
  Query: {
    async wrapGroupsByCodes(_, args, ctx) {
      if (args.codes.length > MAX_CODES) throw gatewayError(ErrorCode.BAD_USER_INPUT, `At most ${MAX_CODES} codes at a time`, { field: 'codes' });
      if (args.codes.length === 0) return [];
      const groups = new Map((await getGroupsByCodes(ctx.upstream, args.codes)).map((g) => [g.code, g]));
      return args.codes.map((code) => {
        const group = groups.get(code);
        return group ? toWrapGroup(group) : null;
      });
    },
  },

  Mutation: {
    async setFavouriteAccount(_, args, ctx) {
      const accountId = requireId(args.accountId, 'accountId');
      const value = await updateIdList(ctx, 'favourite-accounts', (saved) => withFavourite(saved, accountId, args.favourite));
      return { key: 'FavouriteAccounts', value };
    },

    async recordRecent(_, args, ctx) {
      const id = requireId(args.id, 'id');
      const { key, upstreamKey } = RECENT_KEYS[args.kind];
      const value = await updateIdList(ctx, upstreamKey, (saved) => withRecent(saved, id));
      return { key, value };
    },
  },
} satisfies Resolvers;
