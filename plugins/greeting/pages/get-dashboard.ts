import { gql, type TypedDocumentNode } from '@apollo/client';

export interface GetDashboardData {
  viewer: { greeting: string; user: { mac: string; lastLogin: string | null } };
}

/** Answered from the cache the shell's user-details query filled (Viewer is a cache singleton). */
export const GET_DASHBOARD: TypedDocumentNode<GetDashboardData, Record<string, never>> = gql`
  query GetDashboard {
    viewer {
      greeting
      user {
        mac
        lastLogin
      }
    }
  }
`;
