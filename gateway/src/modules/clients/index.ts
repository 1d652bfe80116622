import { defineModule } from '../define-module.js';
import { clientsResolvers } from './resolvers.js';

export default defineModule({ id: 'clients', resolvers: clientsResolvers });
