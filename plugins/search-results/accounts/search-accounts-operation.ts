import { gql, type TypedDocumentNode } from '@apollo/client';
import type { AccountFilterInput } from './filter-values';

export interface ResultAccount {
  accountId: string;
  accountNumber: string;
  accountName: string;
  accountStatus: string;
  accountType: string;
  productCode: string;
  accountProduct: string;
  adviserCode: string;
  accountCreated: string;
  closedDate: string | null;
  accountBalance: number | null;
  isNewAccount: boolean;
}

export interface SearchAccountsData {
  accountSearch: {
    totalCount: number;
    nodes: ResultAccount[];
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  } | null;
}

export interface SearchAccountsVars {
  filter: AccountFilterInput;
  first: number;
  after?: string | null;
  sort: { columns: string[]; order: 'ASC' | 'DESC' };
}

export const SEARCH_ACCOUNTS: TypedDocumentNode<SearchAccountsData, SearchAccountsVars> = gql`
  query SearchAccountResults($filter: AccountFilter, $first: Int, $after: String, $sort: AccountSort) {
    accountSearch(filter: $filter, first: $first, after: $after, sort: $sort) {
      totalCount
      nodes {
        accountId
        accountNumber
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
`;
