// The notification centre (001 §2.4, §2.5, §3, §4): the header bell with alerts and notification links, live
// over a subscription, the favicon dot, the announcement bars, the notification settings page and the three
// notification pages.
import { definePlugin } from '@kit/plugin';

export default definePlugin({
  id: 'notifications',
  routes: [
    { id: 'notifications.settings', component: () => import('./pages/notification-settings-page') },
    { id: 'notifications.pending-payments', component: () => import('./pages/pending-payments-page') },
    { id: 'notifications.account-balance', component: () => import('./pages/account-balance-page') },
    { id: 'notifications.term-deposit-maturities', component: () => import('./pages/term-deposit-maturities-page') },
  ],
  slots: {
    headerBell: () => import('./bell/bell'),
    bars: [{ id: 'announcements', component: () => import('./bars/announcement-bars'), order: 10, load: 'idle' }],
  },
});
