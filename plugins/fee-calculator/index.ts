// Fee calculator (001 §2.1, §2.2, §6; issue 32 §3): a wrap account's yearly fees on the standard schedule or an
// open account's own pricing, with its breakdown, a chart, print and PDF.
import { definePlugin } from '@kit/plugin';

export default definePlugin({
  id: 'fee-calculator',
  routes: [{ id: 'fee-calculator', component: () => import('./pages/fee-calculator-page') }],
});
