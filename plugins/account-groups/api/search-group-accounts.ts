import { graphql } from '@kit/gql';

export const CANDIDATE_ACCOUNT_FIELDS = graphql(`
  fragment CandidateAccountFields on Account {
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
  }
`);

export type { CandidateAccountFieldsFragment as CandidateAccount } from '@kit/gql/graphql';

/** Wrap accounts for the form's search; no status filter, so Active and Closed both come back (000 §5). */
export const SEARCH_GROUP_ACCOUNTS = graphql(`
  query SearchGroupAccounts($keyword: String!) {
    accountSearch(filter: { keyword: $keyword, accountTypes: [WRAP] }, first: 20) {
      nodes {
        ...CandidateAccountFields
      }
    }
  }
`);

/** Super and pension composer codes to wrap account numbers (000 §7 externalsystem identifiers). */
export const WRAP_ACCOUNT_NUMBERS = graphql(`
  query WrapAccountNumbers($composerCodes: [String!]!) {
    wrapAccountNumbers(composerCodes: $composerCodes) {
      composerCode
      wrapAccountNumber
    }
  }
`);

/** Active Wrap accounts of the same holder name as an account just added (the related accounts table). */
export const RELATED_ACCOUNTS = graphql(`
  query RelatedGroupAccounts($keyword: String!) {
    accountSearch(filter: { keyword: $keyword, accountTypes: [WRAP], accountStatus: [Active] }, first: 25) {
      nodes {
        ...CandidateAccountFields
      }
    }
  }
`);
