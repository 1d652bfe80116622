import { defineRoutes } from '../define-routes.js';
import { registerMarketDataRoutes } from './routes.js';

/** Market data (issue 32 §5): the wrap menu's funds and listed securities, their prices, and the caller's accounts holding each. */
export default defineRoutes({
  id: 'market-data',
  description:
    "Market data: search the wrap menu's managed funds and listed securities with their latest price and change, an " +
    "investment's price history, and which of the caller's wrap accounts hold it (from the holdings register).",
  register: registerMarketDataRoutes,
});
