import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/index.js';
import type { TokenStore } from '../auth/token-store.js';
import { registerAuthHook } from '../http/auth-hook.js';
import type { ScopeResolver } from '../http/scope.js';
import { registerAccountAccessRoutes } from './account-access.js';
import { registerAdaClientRoutes } from './ada-clients.js';
import { registerAdviserEntityRoutes } from './adviser-entities.js';
import { registerBabbageRoutes } from './babbage.js';
import { registerExternalIdentifierRoutes } from './external-identifiers.js';
import { registerFeatureRoutes } from './features.js';
import { registerGroupingRoutes } from './grouping.js';
import { registerIntermediaryAccountRoutes } from './intermediary-accounts.js';
import { registerPortfolioRoutes } from './portfolio.js';
import { registerPreferenceRoutes } from './preferences.js';
import { registerPublicHolidayRoutes } from './public-holidays.js';
import { registerSecurityRoutes } from './security.js';
import { registerUserRoutes } from './user.js';

/** The wealth API under /api/: one encapsulated plugin, so the bearer hook covers exactly these routes. */
export async function registerApi(app: FastifyInstance, db: Db, tokens: TokenStore, scopes: ScopeResolver): Promise<void> {
  await app.register(
    async (api) => {
      registerAuthHook(api, tokens, scopes);
      for (const register of [
        registerUserRoutes,
        registerPreferenceRoutes,
        registerSecurityRoutes,
        registerFeatureRoutes,
        registerAdviserEntityRoutes,
        registerIntermediaryAccountRoutes,
        registerBabbageRoutes,
        registerAdaClientRoutes,
        registerAccountAccessRoutes,
        registerGroupingRoutes,
        registerPortfolioRoutes,
        registerExternalIdentifierRoutes,
        registerPublicHolidayRoutes,
      ]) {
        register(api, db);
      }
    },
    { prefix: '/api' },
  );
}
