import { defineModule } from '../define-module.js';
import { accountCashResolvers } from './resolvers.js';

/** Cash account pages (issue 17): ledger, scheduled payments and super contributions per account. */
export default defineModule({ id: 'account-cash', resolvers: accountCashResolvers });
