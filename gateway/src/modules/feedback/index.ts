import { defineModule } from '../define-module.js';
import { feedbackResolvers } from './resolvers.js';

export default defineModule({ id: 'feedback', resolvers: feedbackResolvers });
