// Cash transactions search (001 §2.1 dashboard/search/transactions, flag search.cashTransactions; issue 16): the
// transactions of the user's cash accounts with filters, sorting, paging and the kit's CSV and QIF export.
import { definePlugin } from '@kit/plugin';

export default definePlugin({
  id: 'cash-transactions',
  flags: ['search.cashTransactions'],
  routes: [{ id: 'search.transactions', component: () => import('./pages/cash-transactions-page') }],
});
