// The executable schema: every domain's SDL with its module's resolvers.
import { makeExecutableSchema } from '@graphql-tools/schema';
import { accountsResolvers } from '../modules/accounts/resolvers.js';
import { baseResolvers } from '../modules/base/resolvers.js';
import { clientsResolvers } from '../modules/clients/resolvers.js';
import { favouritesResolvers } from '../modules/favourites/resolvers.js';
import { groupsResolvers } from '../modules/groups/resolvers.js';
import { sessionResolvers } from '../modules/session/resolvers.js';
import { shellResolvers } from '../modules/shell/resolvers.js';
import { viewerResolvers } from '../modules/viewer/resolvers.js';
import { loadTypeDefs } from './load-type-defs.js';

export function buildSchema() {
  return makeExecutableSchema({
    typeDefs: loadTypeDefs(),
    resolvers: [baseResolvers, viewerResolvers, accountsResolvers, groupsResolvers, clientsResolvers, favouritesResolvers, sessionResolvers, shellResolvers],
    // A resolver for a field the SDL does not have is a typo: fail at start, not at run time.
    resolverValidationOptions: { requireResolversToMatchSchema: 'error' },
  });
}
