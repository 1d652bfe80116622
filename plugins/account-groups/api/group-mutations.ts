import { graphql } from '@kit/gql';

export type { AccountGroupInput } from '@kit/gql/graphql';

export const VALIDATE_ACCOUNT_GROUP = graphql(`
  mutation ValidateAccountGroup($input: ValidateAccountGroupInput!) {
    validateAccountGroup(input: $input) {
      code
      valid
    }
  }
`);

export const CREATE_ACCOUNT_GROUP = graphql(`
  mutation CreateAccountGroup($input: AccountGroupInput!, $idempotencyKey: String) {
    createAccountGroup(input: $input, idempotencyKey: $idempotencyKey) {
      accountGroupCode
    }
  }
`);

export const UPDATE_ACCOUNT_GROUP = graphql(`
  mutation UpdateAccountGroup($code: ID!, $input: AccountGroupInput!) {
    updateAccountGroup(code: $code, input: $input) {
      accountGroupCode
    }
  }
`);

export const CLOSE_ACCOUNT_GROUP = graphql(`
  mutation CloseAccountGroup($code: ID!) {
    closeAccountGroup(code: $code) {
      accountGroupCode
      status
    }
  }
`);
