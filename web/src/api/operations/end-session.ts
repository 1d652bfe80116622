import { gql, type TypedDocumentNode } from '@apollo/client';

export interface EndSessionData {
  endSession: boolean;
}
export interface EndSessionVars {
  refreshToken: string;
}

export const END_SESSION: TypedDocumentNode<EndSessionData, EndSessionVars> = gql`
  mutation EndSession($refreshToken: String!) {
    endSession(refreshToken: $refreshToken)
  }
`;
