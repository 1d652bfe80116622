import { graphql } from '@kit/gql';

export const INVESTMENT_TRANSACTIONS = graphql(`
  query InvestmentTransactions(
    $accountId: ID!
    $filter: InvestmentTransactionFilter
    $sort: InvestmentTransactionSortColumn
    $order: InvestmentSortOrder
    $first: Int
    $after: String
  ) {
    investmentTransactions(accountId: $accountId, filter: $filter, sort: $sort, order: $order, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          date
          type
          assetCode
          assetName
          assetClass
          description
          units
          price
          amount
        }
      }
    }
  }
`);
