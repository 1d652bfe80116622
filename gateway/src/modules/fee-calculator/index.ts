import { defineModule } from '../define-module.js';
import { feeCalculatorResolvers } from './resolvers.js';

export default defineModule({ id: 'fee-calculator', resolvers: feeCalculatorResolvers });
