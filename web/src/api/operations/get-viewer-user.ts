import { graphql } from '@kit/gql';
import type { GetViewerUserQuery } from '@kit/gql/graphql';

export type ViewerUser = NonNullable<GetViewerUserQuery['viewer']['user']>;

/** The user details the shell loads before showing anything (000 §5, §8). */
export const GET_VIEWER_USER = graphql(`
  query GetViewerUser {
    viewer {
      user {
        mac
        firstName
        lastName
        lastLogin
        brand
        loginBadge
        childBadge
      }
      greeting
    }
  }
`);
