import { graphql } from '@kit/gql';

/** Answered from the cache the shell's user-details query filled (Viewer is a cache singleton). */
export const GET_DASHBOARD = graphql(`
  query GetDashboard {
    viewer {
      greeting
      user {
        mac
        lastLogin
      }
    }
  }
`);
