import { graphql } from '@kit/gql';
import type { SearchAccountsDropdownQuery, SearchAccountsDropdownQueryVariables } from '@kit/gql/graphql';

export type SearchAccountsData = SearchAccountsDropdownQuery;

export type SearchAccountsVars = SearchAccountsDropdownQueryVariables;

/** One page of 25 (000 §9); the gateway tokenises the keyword (000 §5). */
export const SEARCH_ACCOUNTS = graphql(`
  query SearchAccountsDropdown($keyword: String!, $accountStatus: [AccountStatus!], $after: String) {
    accountSearch(filter: { keyword: $keyword, accountStatus: $accountStatus }, first: 25, after: $after) {
      totalCount
      balancesAsAt
      nodes {
        ...SearchAccountFields
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);
