import { defineModule } from '../define-module.js';
import { chatResolvers } from './resolvers.js';

export default defineModule({ id: 'chat', resolvers: chatResolvers });
