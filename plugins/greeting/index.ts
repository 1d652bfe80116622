// The greeting plugin: the dashboard page, with the gateway's greeting and the user's last login.
// The first plugin, moved out of the shell to prove the seam; later plugins add dashboard widgets.
import { definePlugin } from '@kit/plugin';

export default definePlugin({
  id: 'greeting',
  routes: [{ id: 'dashboard', component: () => import('./pages/dashboard-page') }],
});
