import { defineModule } from '../define-module.js';
import { applicationPolicyFacts } from './policy-facts.js';
import { accountOpeningResolvers } from './resolvers.js';

/** Open an account and pending applications (issue 32 §1): products, applications from draft to open account. */
export default defineModule({ id: 'account-opening', resolvers: accountOpeningResolvers, policyFacts: applicationPolicyFacts });
