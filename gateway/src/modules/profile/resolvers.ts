// Profile pages (001 §2.1; 002 §7): the security level and the dealer's ESI details.
import type { Resolvers } from '../resolvers-types.js';
import { getEsiDetails } from './api/esi-details.js';
import { requireEsiAccess } from './esi-access.js';
import { getSecurityPreference, setSecurityPreference } from './api/security-preference.js';
import { getProfilePicture, setProfilePicture } from './api/profile-picture.js';
import { checkPicture } from './profile-picture.js';
import { fromBackend, SECURITY_LEVEL_KEY, toBackend } from './security-level.js';

export const profileResolvers = {
  Query: {
    async securityLevel(_, __, ctx) {
      return fromBackend(await getSecurityPreference(ctx.upstream, SECURITY_LEVEL_KEY));
    },
    async esiDetails(_, __, ctx) {
      await requireEsiAccess(ctx);
      return getEsiDetails(ctx.upstream);
    },
    async profilePicture(_, __, ctx) {
      const picture = await getProfilePicture(ctx.upstream);
      return picture && { contentType: picture.contentType.split(';')[0]!.trim(), data: picture.bytes.toString('base64') };
    },
  },
  Mutation: {
    async setProfilePicture(_, args, ctx) {
      const bytes = checkPicture(args.picture);
      const user = await ctx.loaders.userDetails();
      await setProfilePicture(ctx.upstream, user.mac, bytes, args.picture.contentType);
      ctx.upstream.forgetCaller();
      return { contentType: args.picture.contentType, data: bytes.toString('base64') };
    },
    async setSecurityLevel(_, args, ctx) {
      const saved = await setSecurityPreference(ctx.upstream, SECURITY_LEVEL_KEY, toBackend(args.level));
      ctx.upstream.forgetCaller();
      return fromBackend(saved);
    },
  },
} satisfies Resolvers;
