import { graphql } from '@kit/gql';

export const RENEW_SESSION = graphql(`
  mutation RenewSession($refreshToken: String!) {
    renewSession(refreshToken: $refreshToken) {
      accessToken
      refreshToken
      scope
      expiresIn
      refreshTokenExpiresIn
    }
  }
`);
