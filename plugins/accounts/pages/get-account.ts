import { graphql } from '@kit/gql';
import type { GetAccountQuery } from '@kit/gql/graphql';

export type LinkedAccount = AccountDetails['linkedAccounts'][number];

export type AccountDetails = NonNullable<GetAccountQuery['account']>;

export const GET_ACCOUNT = graphql(`
  query GetAccount($accountNumber: String!) {
    account(accountNumber: $accountNumber) {
      accountId
      accountNumber
      accountName
      accountStatus
      accountType
      kind
      productCode
      productDescription
      productType
      businessVenture
      adviserCode
      dealerCode
      openDate
      closedDate
      maturityDate
      interestRate
      ledgerBalance
      availableBalance
      netPortfolioValue
      balanceAsAt
      clientId
      parentProductType
      termDeposit {
        principal
        interestRate
        termMonths
        startDate
        maturityDate
        interestFrequency
        interestPaymentMethod
        maturityInstruction
        interestAtMaturity
        interestEarned
      }
      tabs {
        id
        label
        kind
        route
        children {
          id
          label
          kind
          route
        }
      }
      linkedAccounts {
        accountId
        accountNumber
        accountName
        accountType
        kind
        pageNumber
        relation
      }
    }
  }
`);
