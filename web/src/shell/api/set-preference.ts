import { graphql } from '@kit/gql';

/** Preference is normalised by key, so the answer updates every query that read the same key. */
export const SET_PREFERENCE = graphql(`
  mutation SetPreference($key: String!, $value: JSON) {
    setPreference(key: $key, value: $value) {
      __typename
      key
      value
    }
  }
`);
