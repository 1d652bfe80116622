// The account pages (000 §2, 001 §2.1): cash, wrap and term deposit, each with its sub-route tabs.
import { definePlugin } from '@kit/plugin';

export default definePlugin({
  id: 'accounts',
  routes: [
    { id: 'cash-account', component: () => import('./pages/cash-account-page') },
    { id: 'cash-account.tab', component: () => import('./pages/cash-account-tab-page') },
    { id: 'cash-account.subtab', component: () => import('./pages/cash-account-subtab-page') },
    { id: 'wrap-account', component: () => import('./pages/wrap-account-page') },
    { id: 'wrap-account.tab', component: () => import('./pages/wrap-account-tab-page') },
    { id: 'term-deposit', component: () => import('./pages/term-deposit-page') },
    { id: 'term-deposit.tab', component: () => import('./pages/term-deposit-tab-page') },
  ],
});
