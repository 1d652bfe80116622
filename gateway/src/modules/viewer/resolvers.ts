// The signed-in user: details, greeting, preferences, adviser and intermediary codes.
import type { Resolvers } from '../resolvers-types.js';
import { getAdviserEntities } from './api/get-adviser-entities.js';
import { getIntermediaryEntities } from './api/get-intermediary-entities.js';
import { getPreferences } from '@gateway/kit/user/get-preferences.js';
import { setPreference } from '@gateway/kit/user/set-preference.js';
import { greeting } from './greeting.js';
import { toAdviserCode, toIntermediaryCode, toUser } from './map-user.js';
import { preferenceValue, upstreamPreferenceKey } from './preference-keys.js';
import { queryBadge } from '@gateway/kit/query-badge.js';

/** 000 §7: MOT (online trading) entities exist for one brand family only. */
const MOT_BRANDS = new Set(['mgl']);

export const viewerResolvers = {
  Query: {
    // The signed-in user's own data hangs off this empty root (authentication is checked before it).
    viewer: () => ({}),
  },

  Viewer: {
    user: async (_, __, ctx) => toUser(await ctx.loaders.userDetails(), ctx.configHost.current().brands),

    async greeting(_, __, ctx) {
      const user = await ctx.loaders.userDetails();
      return greeting(user.firstName ?? '', ctx.settings.now());
    },

    async preferences(_, args, ctx) {
      const wanted = args.keys.map((key) => ({ key, upstreamKey: upstreamPreferenceKey(key) }));
      if (wanted.length === 0) return [];
      const stored = await getPreferences(ctx.upstream, [...new Set(wanted.map((w) => w.upstreamKey))]);
      return wanted.map(({ key, upstreamKey }) => ({ key, value: preferenceValue(upstreamKey, stored) }));
    },

    async adviserCodes(_, __, ctx) {
      const user = await ctx.loaders.userDetails();
      return (await getAdviserEntities(ctx.upstream, MOT_BRANDS.has(user.brand))).map(toAdviserCode);
    },

    async intermediaryCodes(_, __, ctx) {
      const user = await ctx.loaders.userDetails();
      const entities = await getIntermediaryEntities(ctx.upstream, user.mac, queryBadge(ctx.caller, user));
      return entities.map(toIntermediaryCode);
    },
  },

  Mutation: {
    async setPreference(_, args, ctx) {
      const saved = await setPreference(ctx.upstream, upstreamPreferenceKey(args.key), args.value);
      return { key: args.key, value: saved && 'value' in saved ? saved.value : (args.value ?? null) };
    },
  },
} satisfies Resolvers;
