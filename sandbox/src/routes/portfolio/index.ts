import { defineRoutes } from '../define-routes.js';
import { registerHoldingsRoute } from './holdings.js';
import { registerInvestmentTransactionsRoute } from './investment-transactions.js';

/** A wrap account's portfolio (issue 17): holdings as at a day and investment transactions, derived on read. */
export default defineRoutes({
  id: 'portfolio',
  description: 'A wrap account\'s portfolio: holdings as at a day and investment transactions.',
  register(api, db) {
    registerHoldingsRoute(api, db);
    registerInvestmentTransactionsRoute(api, db);
  },
});
