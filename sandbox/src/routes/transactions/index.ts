import { defineRoutes } from '../define-routes.js';
import { registerTransactionRoutes } from './transactions.js';

/** Cash transactions search (issue 16; 001 §2.1 dashboard/search/transactions): the user's cash accounts' transactions. */
export default defineRoutes({
  id: 'transactions',
  description: 'Cash transactions search over the user\'s cash accounts.',
  register: registerTransactionRoutes,
});
