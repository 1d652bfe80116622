import { defineModule } from '../define-module.js';
import { groupPolicyFacts } from './policy-facts.js';
import { groupsResolvers } from './resolvers.js';

export default defineModule({ id: 'groups', resolvers: groupsResolvers, policyFacts: groupPolicyFacts });
