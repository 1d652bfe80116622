import { defineModule } from '../define-module.js';
import { cashTransactionsResolvers } from './resolvers.js';

export default defineModule({ id: 'cash-transactions', resolvers: cashTransactionsResolvers });
