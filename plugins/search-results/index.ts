// Results pages (000 §2): account search results and Wrap group search results, with filters, sorting,
// cursor paging, the table states of 002 §4 and export.
import { definePlugin } from '@kit/plugin';

export default definePlugin({
  id: 'search-results',
  routes: [
    { id: 'search.accounts', component: () => import('./pages/accounts-results-page') },
    { id: 'search.account-groups', component: () => import('./pages/account-groups-results-page') },
  ],
});
