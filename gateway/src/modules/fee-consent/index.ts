import { defineModule } from '../define-module.js';
import { feeConsentResolvers } from './resolvers.js';

export default defineModule({ id: 'fee-consent', resolvers: feeConsentResolvers });
