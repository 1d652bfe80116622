import { graphql } from '@kit/gql';
import type { GetAccountGroupQuery } from '@kit/gql/graphql';

export type GroupAccountData = AccountGroupData['accounts'][number];

export type AccountGroupData = NonNullable<GetAccountGroupQuery['accountGroup']>;

export const GET_ACCOUNT_GROUP = graphql(`
  query GetAccountGroup($code: ID!) {
    accountGroup(code: $code) {
      accountGroupCode
      accountGroupName
      accountGroupType
      kinds
      attributes
      businessVentureId
      status
      portfolioValue
      isAdviserFee
      isEditable
      dealerCode
      createdBy
      createdByName
      createdDate
      accounts {
        accountId
        accountNumber
        composerCode
        accountName
        productCode
        productName
        accountStatus
        availableBalance
        access
      }
    }
  }
`);
