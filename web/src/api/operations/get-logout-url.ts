import { gql, type TypedDocumentNode } from '@apollo/client';

export interface GetLogoutUrlData {
  signIn: { logoutUrl: string };
}
export interface GetLogoutUrlVars {
  badge: string;
  reason: 'logged_out' | 'timed_out';
}

export const GET_LOGOUT_URL: TypedDocumentNode<GetLogoutUrlData, GetLogoutUrlVars> = gql`
  query GetLogoutUrl($badge: String!, $reason: LogoutReason!) {
    signIn(badge: $badge) {
      logoutUrl(reason: $reason)
    }
  }
`;
