// Rates (002 §1, §2 Screens, §3 Rates state, §6, §8; issue 16): tabs for cash, term deposit and wrap rates
// by product, following the user's rate-badge lists; the wrap badge switchable; the wrap TD rates link.
import { definePlugin } from '@kit/plugin';

export default definePlugin({
  id: 'rates',
  routes: [{ id: 'rates', component: () => import('./pages/rates-page') }],
});
