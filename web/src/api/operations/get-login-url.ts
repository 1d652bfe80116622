import { graphql } from '@kit/gql';

export const GET_LOGIN_URL = graphql(`
  query GetLoginUrl($badge: String!, $redirectUri: String!, $goTo: String) {
    signIn(badge: $badge) {
      loginUrl(redirectUri: $redirectUri, goTo: $goTo)
    }
  }
`);
