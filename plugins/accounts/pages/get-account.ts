import { gql, type TypedDocumentNode } from '@apollo/client';

export interface LinkedAccount {
  accountId: string | null;
  accountNumber: string;
  accountName: string | null;
  accountType: string | null;
  relation: 'LINKED_CASH' | 'LINKED_TO_THIS';
}

export interface AccountDetails {
  accountId: string;
  accountNumber: string;
  accountName: string;
  accountStatus: string;
  accountType: string;
  kind: 'CASH' | 'TERM_DEPOSIT' | 'WRAP' | 'NONE';
  productCode: string;
  productDescription: string;
  productType: string | null;
  businessVenture: string;
  adviserCode: string;
  dealerCode: string;
  openDate: string;
  closedDate: string | null;
  maturityDate: string | null;
  interestRate: number | null;
  ledgerBalance: number | null;
  availableBalance: number | null;
  netPortfolioValue: number | null;
  balanceAsAt: string | null;
  linkedAccounts: LinkedAccount[];
}

export const GET_ACCOUNT: TypedDocumentNode<{ account: AccountDetails | null }, { accountNumber: string }> = gql`
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
      linkedAccounts {
        accountId
        accountNumber
        accountName
        accountType
        relation
      }
    }
  }
`;
