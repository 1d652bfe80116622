import { gql, type TypedDocumentNode } from '@apollo/client';

/** The preference key of the user's chosen landing page (000 §3; the gateway answers its default, dashboard, when unset). */
export const HOMEPAGE_PREFERENCE = 'Homepage';

export interface GetHomepageData {
  viewer: { preferences: { key: string; value: unknown }[] };
}

export const GET_HOMEPAGE: TypedDocumentNode<GetHomepageData, Record<string, never>> = gql`
  query GetHomepage {
    viewer {
      preferences(keys: ["Homepage"]) {
        key
        value
      }
    }
  }
`;
