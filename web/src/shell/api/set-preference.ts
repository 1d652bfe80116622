import { gql, type TypedDocumentNode } from '@apollo/client';

export interface SetPreferenceData {
  setPreference: { __typename?: 'Preference'; key: string; value: unknown };
}
export interface SetPreferenceVars {
  key: string;
  value: unknown;
}

/** Preference is normalised by key, so the answer updates every query that read the same key. */
export const SET_PREFERENCE: TypedDocumentNode<SetPreferenceData, SetPreferenceVars> = gql`
  mutation SetPreference($key: String!, $value: JSON) {
    setPreference(key: $key, value: $value) {
      key
      value
    }
  }
`;
