import { defineModule } from '../define-module.js';
import { casePolicyFacts } from './policy-facts.js';
import { requestCentreResolvers } from './resolvers.js';

export default defineModule({ id: 'request-centre', resolvers: requestCentreResolvers, policyFacts: casePolicyFacts });
