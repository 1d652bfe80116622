import { defineModule } from '../define-module.js';
import { paymentsResolvers } from './resolvers.js';

export default defineModule({ id: 'payments', resolvers: paymentsResolvers });
