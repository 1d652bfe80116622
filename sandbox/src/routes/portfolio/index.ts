import { defineRoutes } from '../define-routes.js';
import { registerPortfolioHistoryRoutes } from './history.js';
import { registerHoldingsRoute } from './holdings.js';
import { registerInvestmentTransactionsRoute } from './investment-transactions.js';

/** A wrap account's portfolio (issue 17): holdings as at a day and investment transactions, derived on read. */
export default defineRoutes({
  id: 'portfolio',
  description: 'A wrap account\'s portfolio: holdings as at a day, investment transactions, value over time and time-weighted return.',
  register(api, db) {
    registerHoldingsRoute(api, db);
    registerInvestmentTransactionsRoute(api, db);
    registerPortfolioHistoryRoutes(api, db);
  },
});
