import { defineModule } from '../define-module.js';
import { shellResolvers } from './resolvers.js';

export default defineModule({ id: 'shell', resolvers: shellResolvers });
