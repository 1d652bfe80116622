// Cash account tabs (issue 17): the ledger of a cash account (and of a wrap account's linked cash account), its
// scheduled payments (read-only; users with payments get the payments plugin's tab instead) and a super-linked
// cash account's contributions. The account page shows each tab once this plugin fills it.
import { definePlugin } from '@kit/plugin';

const ledgerTab = () => import('./pages/transactions-tab');

export default definePlugin({
  id: 'account-cash',
  slots: {
    accountTabs: {
      'cash-account:transactions': ledgerTab,
      'wrap-account:cash-transactions': ledgerTab,
      'cash-account:scheduled-payments': () => import('./pages/scheduled-payments-tab'),
      'cash-account:contributions': () => import('./pages/contributions-tab'),
    },
  },
});
