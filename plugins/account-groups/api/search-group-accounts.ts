import { gql, type TypedDocumentNode } from '@apollo/client';

export interface CandidateAccount {
  accountId: string;
  accountNumber: string;
  accountName: string;
  accountStatus: string;
  productCode: string;
  accountProduct: string;
  roleType: string | null;
  parentAccountId: string | null;
  type: string | null;
  availableBalance: number | null;
  accountBalance: number | null;
}

const ACCOUNT_FIELDS = /* GraphQL */ `
  accountId
  accountNumber
  accountName
  accountStatus
  productCode
  accountProduct
  roleType
  parentAccountId
  type
  availableBalance
  accountBalance
`;

/** Wrap accounts for the form's search; no status filter, so Active and Closed both come back (000 §5). */
export const SEARCH_GROUP_ACCOUNTS: TypedDocumentNode<
  { accountSearch: { nodes: CandidateAccount[] } | null },
  { keyword: string }
> = gql`
  query SearchGroupAccounts($keyword: String!) {
    accountSearch(filter: { keyword: $keyword, accountTypes: [WRAP] }, first: 20) {
      nodes {
        ${ACCOUNT_FIELDS}
      }
    }
  }
`;

/** Super and pension composer codes to wrap account numbers (000 §7 externalsystem identifiers). */
export const WRAP_ACCOUNT_NUMBERS: TypedDocumentNode<
  { wrapAccountNumbers: Array<{ composerCode: string; wrapAccountNumber: string | null }> | null },
  { composerCodes: string[] }
> = gql`
  query WrapAccountNumbers($composerCodes: [String!]!) {
    wrapAccountNumbers(composerCodes: $composerCodes) {
      composerCode
      wrapAccountNumber
    }
  }
`;

/** Active Wrap accounts of the same holder name as an account just added (the related accounts table). */
export const RELATED_ACCOUNTS: TypedDocumentNode<
  { accountSearch: { nodes: CandidateAccount[] } | null },
  { keyword: string }
> = gql`
  query RelatedGroupAccounts($keyword: String!) {
    accountSearch(filter: { keyword: $keyword, accountTypes: [WRAP], accountStatus: [Active] }, first: 25) {
      nodes {
        ${ACCOUNT_FIELDS}
      }
    }
  }
`;
