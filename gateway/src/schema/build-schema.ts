// The executable schema: every discovered module's SDL with its resolvers (modules/discover-modules.ts), each
// root field but the @public ones behind the sign-in check (policy/authentication.ts), and each mutation behind
// its @can policy check after it (policy/can-directive.ts: the build fails on a mutation without one), whose
// facts the module owning each kind of resource reads (`policyFacts`).
import { makeExecutableSchema } from '@graphql-tools/schema';
import { discoverModules, type DiscoveredModule } from '../modules/discover-modules.js';
import { withAuthentication } from '../policy/authentication.js';
import { withPolicy } from '../policy/can-directive.js';
import { policyGatherers } from '../policy/resource-facts.js';

/** The gateway's own modules, found once at start. */
export const gatewayModules: readonly DiscoveredModule[] = await discoverModules();

export function buildSchema(modules: readonly DiscoveredModule[] = gatewayModules) {
  return withAuthentication(withPolicy(makeExecutableSchema({
    typeDefs: modules.flatMap((m) => m.typeDefs),
    resolvers: modules.map((m) => m.module.resolvers),
    // A resolver for a field the SDL does not have is a typo: fail at start, not at run time.
    resolverValidationOptions: { requireResolversToMatchSchema: 'error' },
  }), policyGatherers(modules.map((m) => m.module))));
}
