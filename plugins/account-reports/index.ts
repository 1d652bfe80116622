// Statements and reports of an account (issue 17), as account tabs: a cash account's statements and interest
// summaries, a wrap account's statements and tax reports (PDF downloads), its fees by period, and a pension's
// Centrelink schedules. Which accounts show which tab is config/navigation/sub-navigation.json's business.
import { definePlugin } from '@kit/plugin';

const documentsTab = () => import('./pages/documents-tab');

export default definePlugin({
  id: 'account-reports',
  slots: {
    accountTabs: {
      'cash-account:statements-and-reports': documentsTab,
      'wrap-account:statements': documentsTab,
      'wrap-account:fees': () => import('./pages/fees-tab'),
      'wrap-account:centrelink': () => import('./pages/centrelink-tab'),
    },
  },
});
