import { defineModule } from '../define-module.js';
import { profileResolvers } from './resolvers.js';

export default defineModule({ id: 'profile', resolvers: profileResolvers });
