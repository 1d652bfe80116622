// The account overview's charts (issue 31 §3): a wrap's portfolio value or a cash account's balance over time, money
// in and out by month, and a wrap's time-weighted returns.
import { graphql } from '@kit/gql';
import type { AccountValueHistoryFieldsFragment } from '@kit/gql/graphql';

export type ValueHistory = AccountValueHistoryFieldsFragment;

export const ACCOUNT_VALUE_HISTORY_FIELDS = graphql(`
  fragment AccountValueHistoryFields on AccountValueHistory {
    range
    from
    to
    points {
      date
      value
    }
    months {
      month
      moneyIn
      moneyOut
      net
    }
  }
`);

export const PORTFOLIO_HISTORY = graphql(`
  query PortfolioHistory($accountId: ID!, $range: AccountHistoryRange) {
    portfolioHistory(accountId: $accountId, range: $range) {
      ...AccountValueHistoryFields
    }
  }
`);

export const CASH_ACCOUNT_HISTORY = graphql(`
  query CashAccountHistory($accountId: ID!, $range: AccountHistoryRange) {
    cashAccountHistory(accountId: $accountId, range: $range) {
      ...AccountValueHistoryFields
    }
  }
`);

export const PORTFOLIO_PERFORMANCE = graphql(`
  query PortfolioPerformance($accountId: ID!) {
    portfolioPerformance(accountId: $accountId) {
      asAt
      openedDate
      periods {
        period
        from
        to
        returnPercent
        annualised
        moneyIn
        moneyOut
        fees
      }
    }
  }
`);
