import { gql, type TypedDocumentNode } from '@apollo/client';
import type { GroupKind } from '../lib/group-kinds';

export interface GroupAccountData {
  accountId: string;
  accountNumber: string;
  composerCode: string | null;
  accountName: string | null;
  productCode: string | null;
  productName: string | null;
  accountStatus: string | null;
  availableBalance: number | null;
  access: 'FULL' | 'LIMITED' | 'VIEW' | null;
}

export interface AccountGroupData {
  accountGroupCode: string;
  accountGroupName: string;
  accountGroupType: Array<'FEE' | 'REPORTING' | 'STATEMENTS'>;
  kinds: GroupKind[];
  attributes: string[];
  businessVentureId: string;
  status: string;
  portfolioValue: number | null;
  isAdviserFee: boolean;
  isEditable: boolean | null;
  dealerCode: string;
  createdBy: string | null;
  createdDate: string | null;
  accounts: GroupAccountData[];
}

export const GET_ACCOUNT_GROUP: TypedDocumentNode<{ accountGroup: AccountGroupData | null }, { code: string }> = gql`
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
`;
