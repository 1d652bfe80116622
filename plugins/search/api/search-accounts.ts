import { gql, type TypedDocumentNode } from '@apollo/client';
import { SEARCH_ACCOUNT_FIELDS, type SearchAccount } from './account-fields';

export interface SearchAccountsData {
  accountSearch: {
    totalCount: number;
    balancesAsAt: string | null;
    nodes: SearchAccount[];
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  } | null;
}

export interface SearchAccountsVars {
  keyword: string;
  accountStatus: string[] | null;
  after: string | null;
}

/** One page of 25 (000 §9); the gateway tokenises the keyword (000 §5). */
export const SEARCH_ACCOUNTS: TypedDocumentNode<SearchAccountsData, SearchAccountsVars> = gql`
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
  ${SEARCH_ACCOUNT_FIELDS}
`;
