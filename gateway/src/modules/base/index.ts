import { defineModule } from '../define-module.js';
import { baseResolvers } from './resolvers.js';

export default defineModule({ id: 'base', resolvers: baseResolvers });
