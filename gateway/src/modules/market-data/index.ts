import { defineModule } from '../define-module.js';
import { marketDataResolvers } from './resolvers.js';

/** Market data (issue 32 §5): the wrap menu's funds and listed securities, their prices, and the adviser's accounts holding each. */
export default defineModule({ id: 'market-data', resolvers: marketDataResolvers });
