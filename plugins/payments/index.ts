// Payments (002 §2 to §9, issue 14): make a payment, payees and billers and scheduled payments as tabs of a
// cash account, Manage payments (three addresses), the adhoc pension payment task of a wrap account, and
// closing a cash account from its page.
import { definePlugin } from '@kit/plugin';

const managePage = () => import('./pages/manage-payments-page');
const scheduledTab = () => import('./pages/scheduled-payments-tab');

export default definePlugin({
  id: 'payments',
  routes: [
    { id: 'payments.manage', component: managePage },
    { id: 'payments.manage-short', component: managePage },
    { id: 'payments.manage-legacy', component: managePage },
    { id: 'payments.adhoc-pension', component: () => import('./pages/adhoc-pension-page') },
  ],
  slots: {
    accountTabs: {
      'cash-account:payments': () => import('./pages/make-payment-tab'),
      'cash-account:payments/payees-and-billers': () => import('./pages/payees-and-billers-tab'),
      'cash-account:payments/scheduled-payments': scheduledTab,
      'cash-account:scheduled-payments': scheduledTab,
    },
    accountActions: {
      'cash-account': [{ id: 'close-account', component: () => import('./components/closure/close-account-action') }],
      'wrap-account': [{ id: 'adhoc-pension-payment', component: () => import('./components/pension/pension-action') }],
    },
  },
  flags: ['payments.make', 'payments.mfaEnabled', 'digitisation.adhocPensionPayments'],
});
