import { defineModule } from '../define-module.js';
import { clientOverviewResolvers } from './resolvers.js';

export default defineModule({ id: 'client-overview', resolvers: clientOverviewResolvers });
