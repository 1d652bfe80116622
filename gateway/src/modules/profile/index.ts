import { defineModule } from '../define-module.js';
import { mySecurityResolvers } from './my-security.js';
import { profileResolvers } from './resolvers.js';

export default defineModule({
  id: 'profile',
  resolvers: {
    Query: { ...profileResolvers.Query, ...mySecurityResolvers.Query },
    Mutation: { ...profileResolvers.Mutation, ...mySecurityResolvers.Mutation },
  },
});
