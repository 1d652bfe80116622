import { defineModule } from '../define-module.js';
import { sessionResolvers } from './resolvers.js';

export default defineModule({ id: 'session', resolvers: sessionResolvers });
