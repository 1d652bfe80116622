import { graphql } from '@kit/gql';

export const GET_LOGOUT_URL = graphql(`
  query GetLogoutUrl($badge: String!, $reason: LogoutReason!) {
    signIn(badge: $badge) {
      logoutUrl(reason: $reason)
    }
  }
`);
