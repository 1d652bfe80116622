// Closing a cash account (002 §8 Account closure): success with the closure id, or the gateway's mapped,
// de-duplicated messages.
import { graphql } from '@kit/gql';
import type { CloseAccountMutation } from '@kit/gql/graphql';

export type ClosureOutcome = CloseAccountMutation['closeAccount'];

export const CLOSE_ACCOUNT = graphql(`
  mutation CloseAccount($accountNumber: String!) {
    closeAccount(accountNumber: $accountNumber) {
      success
      closureId
      status
      codes
      reasons
      messages
    }
  }
`);
