// The wrap account an adhoc pension payment is requested from (002 §2): the same account read as the
// account page's, so the task can tell a pension account and show its balance.
import { graphql } from '@kit/gql';
import type { PensionAccountQuery } from '@kit/gql/graphql';

export type PensionAccount = NonNullable<PensionAccountQuery['account']>;

export const PENSION_ACCOUNT = graphql(`
  query PensionAccount($accountNumber: String!) {
    account(accountNumber: $accountNumber) {
      accountId
      accountNumber
      accountName
      accountStatus
      kind
      productCode
      productDescription
      productType
      ledgerBalance
      netPortfolioValue
    }
  }
`);
