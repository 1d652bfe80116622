import { graphql } from '@kit/gql';
import type { SearchAccountResultsQuery, SearchAccountResultsQueryVariables } from '@kit/gql/graphql';

export type ResultAccount = NonNullable<SearchAccountResultsQuery['accountSearch']>['nodes'][number];

export type SearchAccountsVars = SearchAccountResultsQueryVariables;

export const SEARCH_ACCOUNTS = graphql(`
  query SearchAccountResults($filter: AccountFilter, $first: Int, $after: String, $sort: AccountSort) {
    accountSearch(filter: $filter, first: $first, after: $after, sort: $sort) {
      totalCount
      nodes {
        accountId
        accountNumber
        kind
        pageNumber
        accountName
        accountStatus
        accountType
        productCode
        accountProduct
        adviserCode
        accountCreated
        closedDate
        accountBalance
        isNewAccount
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);
