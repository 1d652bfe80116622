import { graphql } from '@kit/gql';

export const SEARCH_CASH_TRANSACTIONS = graphql(`
  query SearchCashTransactions(
    $filter: CashTransactionFilter
    $sort: CashTransactionSortColumn
    $order: CashTransactionSortOrder
    $first: Int
    $after: String
  ) {
    cashTransactions(filter: $filter, sort: $sort, order: $order, first: $first, after: $after) {
      totalCount
      endCursor
      transactions {
        id
        accountNumber
        accountName
        date
        description
        amount
        direction
      }
    }
  }
`);
