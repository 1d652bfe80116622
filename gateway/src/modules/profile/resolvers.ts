// Profile pages (001 §2.1; 002 §7): the security level and the dealer's ESI details.
import { requireToken, type GatewayContext } from '../../context.js';
import { getEsiDetails } from './api/esi-details.js';
import { requireEsiAccess } from './esi-access.js';
import { getSecurityPreference, setSecurityPreference } from './api/security-preference.js';
import { fromBackend, SECURITY_LEVEL_KEY, toBackend, type SecurityLevel } from './security-level.js';

export const profileResolvers = {
  Query: {
    async securityLevel(_: unknown, __: unknown, ctx: GatewayContext) {
      requireToken(ctx);
      return fromBackend(await getSecurityPreference(ctx.upstream, SECURITY_LEVEL_KEY));
    },
    async esiDetails(_: unknown, __: unknown, ctx: GatewayContext) {
      requireToken(ctx);
      await requireEsiAccess(ctx);
      return getEsiDetails(ctx.upstream);
    },
  },
  Mutation: {
    async setSecurityLevel(_: unknown, args: { level: SecurityLevel }, ctx: GatewayContext) {
      requireToken(ctx);
      const saved = await setSecurityPreference(ctx.upstream, SECURITY_LEVEL_KEY, toBackend(args.level));
      ctx.upstream.forgetCaller();
      return fromBackend(saved);
    },
  },
};
