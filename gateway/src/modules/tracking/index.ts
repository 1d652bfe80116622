import { defineModule } from '../define-module.js';
import { trackingResolvers } from './resolvers.js';

export default defineModule({ id: 'tracking', resolvers: trackingResolvers });
