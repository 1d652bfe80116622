import { defineModule } from '../define-module.js';
import { paymentPolicyFacts } from './policy-facts.js';
import { paymentsResolvers } from './resolvers.js';

export default defineModule({ id: 'payments', resolvers: paymentsResolvers, policyFacts: paymentPolicyFacts });
