// Funds and accounts report (001 §2.1 dashboard/funds-and-accounts, rule fundsAndAccountsReport; issue 32 §4): holdings
// by investment across the adviser's wrap accounts, the accounts holding each, and CSV and PDF export.
import { definePlugin } from '@kit/plugin';

export default definePlugin({
  id: 'funds-report',
  flags: ['reporting.fundsAndAccountsReport'],
  routes: [{ id: 'reporting.funds-and-accounts', component: () => import('./pages/funds-report-page') }],
});
