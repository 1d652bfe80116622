import { graphql } from '@kit/gql';

/** The preference key of the user's chosen landing page (000 §3; the gateway answers its default, dashboard, when unset). */
export const HOMEPAGE_PREFERENCE = 'Homepage';

export const GET_HOMEPAGE = graphql(`
  query GetHomepage {
    viewer {
      preferences(keys: ["Homepage"]) {
        key
        value
      }
    }
  }
`);
