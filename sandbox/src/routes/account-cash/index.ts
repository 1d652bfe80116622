import { defineRoutes } from '../define-routes.js';
import { registerAccountCashRoutes } from './account-cash.js';
import { registerCashHistoryRoute } from './cash-history.js';

/** Account cash pages (issue 17): a cash account's (or a wrap account's linked cash) ledger, scheduled payments, contributions. */
export default defineRoutes({
  id: 'account-cash',
  description: 'A cash account\'s (or a wrap account\'s linked cash account\'s) ledger, scheduled payments and contributions.',
  register(api, db) {
    registerAccountCashRoutes(api, db);
    registerCashHistoryRoute(api, db);
  },
});
