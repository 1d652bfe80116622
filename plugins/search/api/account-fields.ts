import { gql } from '@apollo/client';

export interface SearchAccount {
  accountId: string;
  accountNumber: string;
  accountName: string;
  accountStatus: string;
  accountType: string;
  accountProduct: string;
  accountBalance: number | null;
  isNewAccount: boolean;
}

export const SEARCH_ACCOUNT_FIELDS = gql`
  fragment SearchAccountFields on Account {
    accountId
    accountNumber
    accountName
    accountStatus
    accountType
    accountProduct
    accountBalance
    isNewAccount
  }
`;
