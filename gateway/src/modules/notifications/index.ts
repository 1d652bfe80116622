import { defineModule } from '../define-module.js';
import { notificationResolvers } from './resolvers.js';

export default defineModule({ id: 'notifications', resolvers: notificationResolvers });
