// Account groups (000 §2, §5 to §8): the group page, the create/edit/close Grouping form and a dashboard
// card to start a new group. On behind the accountGroup account feature (config/plugins.json).
import { definePlugin } from '@kit/plugin';

export default definePlugin({
  id: 'account-groups',
  routes: [
    { id: 'account-group', component: () => import('./pages/account-group-page') },
    { id: 'account-group.create', component: () => import('./pages/create-group-page') },
  ],
  slots: {
    dashboardWidgets: [{ id: 'account-groups', component: () => import('./widgets/groups-widget'), order: 40 }],
  },
});
