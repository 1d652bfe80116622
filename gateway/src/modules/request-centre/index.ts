import { defineModule } from '../define-module.js';
import { requestCentreResolvers } from './resolvers.js';

export default defineModule({ id: 'request-centre', resolvers: requestCentreResolvers });
