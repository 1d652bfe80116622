import { graphql } from '@kit/gql';

export const GET_ERROR_URL = graphql(`
  query GetErrorUrl($badge: String!, $code: String!) {
    signIn(badge: $badge) {
      errorUrl(code: $code)
    }
  }
`);
