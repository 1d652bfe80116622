import { defineModule } from '../define-module.js';
import { groupsResolvers } from './resolvers.js';

export default defineModule({ id: 'groups', resolvers: groupsResolvers });
