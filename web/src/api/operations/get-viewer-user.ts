import { gql, type TypedDocumentNode } from '@apollo/client';

export interface ViewerUser {
  mac: string;
  firstName: string;
  lastName: string;
  /** ISO timestamp; null for a first-time user. */
  lastLogin: string | null;
  brand: string;
  loginBadge: string;
  childBadge: string;
}

export interface GetViewerUserData {
  viewer: { user: ViewerUser; greeting: string };
}

/** The user details the shell loads before showing anything (000 §5, §8). */
export const GET_VIEWER_USER: TypedDocumentNode<GetViewerUserData, Record<string, never>> = gql`
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
`;
