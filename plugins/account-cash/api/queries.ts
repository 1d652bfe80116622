import { graphql } from '@kit/gql';

export const CASH_ACCOUNT_TRANSACTIONS = graphql(`
  query CashAccountTransactions(
    $accountId: ID!
    $filter: CashLedgerFilter
    $sort: CashLedgerSortColumn
    $order: CashLedgerSortOrder
    $first: Int
    $after: String
  ) {
    cashAccountTransactions(accountId: $accountId, filter: $filter, sort: $sort, order: $order, first: $first, after: $after) {
      totalCount
      endCursor
      cashAccountNumber
      entries {
        id
        date
        description
        type
        direction
        amount
        runningBalance
      }
    }
  }
`);

export const CASH_ACCOUNT_SCHEDULED_PAYMENTS = graphql(`
  query CashAccountScheduledPayments($accountId: ID!) {
    cashAccountScheduledPayments(accountId: $accountId) {
      id
      payeeName
      amount
      nextPaymentDate
      frequency
      recurring
      paymentType
      lastPaymentDate
    }
  }
`);

export const CASH_ACCOUNT_CONTRIBUTIONS = graphql(`
  query CashAccountContributions($accountId: ID!, $filter: CashContributionFilter, $first: Int, $after: String) {
    cashAccountContributions(accountId: $accountId, filter: $filter, first: $first, after: $after) {
      superLinked
      totalCount
      endCursor
      financialYearFrom
      financialYearTo
      contributions {
        id
        date
        type
        contributor
        amount
      }
      totals {
        type
        amount
        count
      }
    }
  }
`);
