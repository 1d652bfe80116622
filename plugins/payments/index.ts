// Payments (002 §2 to §9, issue 14): make a payment, payees and billers and scheduled payments as tabs of a
// cash account, Manage payments (three addresses), the adhoc pension payment task of a wrap account, and
// closing a cash account from its page.
import { definePlugin } from '@kit/plugin';

const managePage = () => import('./pages/manage-payments-page');

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
      // The spec's address (002 §2). The sub-navigation's top-level 'scheduled-payments' tab stays unfilled, so
      // a user with the Payments tabs never sees "Scheduled payments" twice.
      'cash-account:payments/scheduled-payments': () => import('./pages/scheduled-payments-tab'),
    },
    accountActions: {
      'cash-account': [{ id: 'close-account', component: () => import('./components/closure/close-account-action') }],
      'wrap-account': [{ id: 'adhoc-pension-payment', component: () => import('./components/pension/pension-action') }],
    },
  },
  flags: ['payments.make', 'payments.mfaEnabled', 'digitisation.adhocPensionPayments'],
});
