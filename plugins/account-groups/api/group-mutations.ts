import { gql, type TypedDocumentNode } from '@apollo/client';

export interface AccountGroupInput {
  name: string;
  groupTypes: Array<'FEE' | 'REPORTING' | 'STATEMENTS'>;
  attributes: string[];
  businessVentureId: string;
  status: 'ACTIVE';
  dealerCode: string;
  accounts: string[];
}

export const VALIDATE_ACCOUNT_GROUP: TypedDocumentNode<
  { validateAccountGroup: Array<{ code: string; valid: boolean }> },
  { input: { accounts: string[]; dealerCode?: string; groupTypes?: string[]; groupCode?: string } }
> = gql`
  mutation ValidateAccountGroup($input: ValidateAccountGroupInput!) {
    validateAccountGroup(input: $input) {
      code
      valid
    }
  }
`;

export const CREATE_ACCOUNT_GROUP: TypedDocumentNode<
  { createAccountGroup: { accountGroupCode: string } },
  { input: AccountGroupInput; idempotencyKey: string }
> = gql`
  mutation CreateAccountGroup($input: AccountGroupInput!, $idempotencyKey: String) {
    createAccountGroup(input: $input, idempotencyKey: $idempotencyKey) {
      accountGroupCode
    }
  }
`;

export const UPDATE_ACCOUNT_GROUP: TypedDocumentNode<
  { updateAccountGroup: { accountGroupCode: string } },
  { code: string; input: AccountGroupInput }
> = gql`
  mutation UpdateAccountGroup($code: ID!, $input: AccountGroupInput!) {
    updateAccountGroup(code: $code, input: $input) {
      accountGroupCode
    }
  }
`;

export const CLOSE_ACCOUNT_GROUP: TypedDocumentNode<
  { closeAccountGroup: { accountGroupCode: string; status: string } },
  { code: string }
> = gql`
  mutation CloseAccountGroup($code: ID!) {
    closeAccountGroup(code: $code) {
      accountGroupCode
      status
    }
  }
`;
