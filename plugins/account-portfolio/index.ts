// A wrap account's portfolio (issue 17; 001 §2.1 wrap-account portfolio-valuation and investment-transactions):
// holdings as at a chosen day with totals and a chart by asset class, and the investment transactions.
import { definePlugin } from '@kit/plugin';

export default definePlugin({
  id: 'account-portfolio',
  slots: {
    accountTabs: {
      'wrap-account:portfolio-valuation': () => import('./pages/portfolio-valuation-tab'),
      'wrap-account:investment-transactions': () => import('./pages/investment-transactions-tab'),
    },
  },
});
