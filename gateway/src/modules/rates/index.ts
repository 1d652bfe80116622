import { defineModule } from '../define-module.js';
import { ratesResolvers } from './resolvers.js';

export default defineModule({ id: 'rates', resolvers: ratesResolvers });
