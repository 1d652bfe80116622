import { gql, type TypedDocumentNode } from '@apollo/client';

export interface GetErrorUrlData {
  signIn: { errorUrl: string };
}
export interface GetErrorUrlVars {
  badge: string;
  code: string;
}

export const GET_ERROR_URL: TypedDocumentNode<GetErrorUrlData, GetErrorUrlVars> = gql`
  query GetErrorUrl($badge: String!, $code: String!) {
    signIn(badge: $badge) {
      errorUrl(code: $code)
    }
  }
`;
