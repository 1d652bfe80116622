import { graphql } from '@kit/gql';

export const END_SESSION = graphql(`
  mutation EndSession($refreshToken: String!) {
    endSession(refreshToken: $refreshToken)
  }
`);
