// Open an account and pending applications (issue 32 §1; 001 §2.2): the product tiles, the application wizard and
// the pending applications list. The menu items' rules (accountOpening.enabled, pendingApplications.enabled) decide
// who reaches the first two pages; an application's page opens from either.
import { definePlugin } from '@kit/plugin';

export default definePlugin({
  id: 'account-opening',
  routes: [
    { id: 'open-account.tiles', component: () => import('./pages/tiles-page') },
    { id: 'open-account.pending', component: () => import('./pages/pending-page') },
    { id: 'open-account.application', component: () => import('./pages/application-page') },
  ],
});
