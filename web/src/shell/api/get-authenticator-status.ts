import { graphql } from '@kit/gql';

/** Whether the adviser's Macquarie Authenticator is installed: the dashboard's banner (000 §2) is for those without. */
export const GET_AUTHENTICATOR_STATUS = graphql(`
  query GetAuthenticatorStatus {
    authenticator {
      status
    }
  }
`);
