import { defineModule } from '../define-module.js';
import { accountReportsResolvers } from './resolvers.js';

export default defineModule({ id: 'account-reports', resolvers: accountReportsResolvers });
