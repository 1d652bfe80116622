import { graphql } from '@kit/gql';
import type { SearchAccountFieldsFragment } from '@kit/gql/graphql';

export type SearchAccount = SearchAccountFieldsFragment;

export const SEARCH_ACCOUNT_FIELDS = graphql(`
  fragment SearchAccountFields on Account {
    accountId
    accountNumber
    kind
    pageNumber
    accountName
    accountStatus
    accountType
    accountProduct
    accountBalance
    isNewAccount
  }
`);
