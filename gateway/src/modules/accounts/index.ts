import { accountGatherer } from '@gateway/kit/accounts/account-facts.js';
import { defineModule } from '../define-module.js';
import { accountLoaders } from './loaders.js';
import { accountsResolvers } from './resolvers.js';

export default defineModule({ id: 'accounts', resolvers: accountsResolvers, loaders: accountLoaders, policyFacts: { account: accountGatherer } });
