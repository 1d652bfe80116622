import { defineRoutes } from '../define-routes.js';
import { registerAccountAccessRoutes } from './account-access.js';
import { registerAdviserEntityRoutes } from './adviser-entities.js';
import { registerBabbageRoutes } from './babbage.js';
import { registerExternalIdentifierRoutes } from './external-identifiers.js';
import { registerIntermediaryAccountRoutes } from './intermediary-accounts.js';
import { registerPortfolioRoutes } from './portfolio.js';
import { schemas } from './schemas.js';

/** Adviser entities, account search and lists, Babbage (wrap) accounts, access levels, balances. */
export default defineRoutes({
  id: 'accounts',
  description: 'Adviser codes, the intermediary and babbage account searches, accounts by id, access levels, portfolio balances and external identifiers.',
  schemas,
  register(api, db) {
    registerAdviserEntityRoutes(api, db);
    registerIntermediaryAccountRoutes(api, db);
    registerBabbageRoutes(api, db);
    registerAccountAccessRoutes(api, db);
    registerPortfolioRoutes(api, db);
    registerExternalIdentifierRoutes(api, db);
  },
});
