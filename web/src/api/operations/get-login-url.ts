import { gql, type TypedDocumentNode } from '@apollo/client';

export interface GetLoginUrlData {
  signIn: { loginUrl: string };
}
export interface GetLoginUrlVars {
  badge: string;
  redirectUri: string;
  goTo?: string | null;
}

export const GET_LOGIN_URL: TypedDocumentNode<GetLoginUrlData, GetLoginUrlVars> = gql`
  query GetLoginUrl($badge: String!, $redirectUri: String!, $goTo: String) {
    signIn(badge: $badge) {
      loginUrl(redirectUri: $redirectUri, goTo: $goTo)
    }
  }
`;
