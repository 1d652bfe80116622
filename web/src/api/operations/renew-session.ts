import { gql, type TypedDocumentNode } from '@apollo/client';

export interface RenewSessionData {
  renewSession: {
    accessToken: string;
    refreshToken: string;
    scope: string;
    expiresIn: number;
    refreshTokenExpiresIn: number;
  };
}
export interface RenewSessionVars {
  refreshToken: string;
}

export const RENEW_SESSION: TypedDocumentNode<RenewSessionData, RenewSessionVars> = gql`
  mutation RenewSession($refreshToken: String!) {
    renewSession(refreshToken: $refreshToken) {
      accessToken
      refreshToken
      scope
      expiresIn
      refreshTokenExpiresIn
    }
  }
`;
