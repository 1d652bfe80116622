import { graphql } from '@kit/gql';

export const BOOK_FIELDS = graphql(`
  fragment BookFields on Book {
    asAt
    monthAgo
    lowCashThreshold
    total {
      ...BookFigureFields
    }
    products {
      product
      figure {
        ...BookFigureFields
      }
    }
    allocation {
      assetClass
      value
    }
    needsAttention {
      lowCash {
        ...BookAttentionAccountsFields
      }
      maturingTermDeposits {
        ...BookAttentionAccountsFields
      }
      paymentsAwaitingAuthorisation {
        count
        more
        items {
          paymentId
          accountNumber
          payeeName
          amount
          nextDate
        }
      }
      requestsAwaitingAdviser {
        count
        more
        items {
          intentId
          caseId
          requestName
          updatedDate
        }
      }
      scheduledPaymentsShort {
        count
        more
        windowDays
        items {
          accountId
          accountNumber
          accountName
          shortfall
          nextPaymentDate
        }
      }
    }
  }
`);

export const BOOK_FIGURE_FIELDS = graphql(`
  fragment BookFigureFields on BookFigure {
    accounts
    balance
    balanceMonthAgo
    change
  }
`);

export const BOOK_ATTENTION_ACCOUNTS_FIELDS = graphql(`
  fragment BookAttentionAccountsFields on BookAttentionAccounts {
    count
    more
    items {
      accountId
      accountNumber
      accountName
      productDescription
      balance
      maturityDate
    }
  }
`);

export const GET_BOOK = graphql(`
  query GetBook {
    book {
      ...BookFields
    }
  }
`);

export const SET_BOOK_LOW_CASH_THRESHOLD = graphql(`
  mutation SetBookLowCashThreshold($threshold: Money!) {
    setBookLowCashThreshold(threshold: $threshold) {
      ...BookFields
    }
  }
`);
