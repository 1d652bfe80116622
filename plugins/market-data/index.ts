// Market data (001 §2.1 dashboard/market-data, rule marketData; issue 32 §5): the search with latest prices, and one
// investment's price history and the adviser's accounts holding it.
import { definePlugin } from '@kit/plugin';

export default definePlugin({
  id: 'market-data',
  flags: ['reporting.marketData'],
  routes: [
    { id: 'market-data', component: () => import('./pages/market-data-page') },
    { id: 'market-data.investment', component: () => import('./pages/investment-page') },
  ],
});
