import { gql, type TypedDocumentNode } from '@apollo/client';
import { SEARCH_ACCOUNT_FIELDS, type SearchAccount } from './account-fields';

export interface RecentPreferenceData {
  viewer: { preferences: { key: string; value: unknown }[] | null };
}

/** Preference is normalised by key, so recording a visit (kit/recents) refreshes these lists. */
export const GET_RECENT_PREFERENCES: TypedDocumentNode<RecentPreferenceData, Record<string, never>> = gql`
  query GetRecentPreferences {
    viewer {
      preferences(keys: ["RecentAccounts", "RecentWrapGroups"]) {
        key
        value
      }
    }
  }
`;

export const GET_ACCOUNTS_BY_IDS: TypedDocumentNode<{ accountsByIds: (SearchAccount | null)[] | null }, { ids: string[] }> = gql`
  query GetRecentAccounts($ids: [ID!]!) {
    accountsByIds(ids: $ids) {
      ...SearchAccountFields
    }
  }
  ${SEARCH_ACCOUNT_FIELDS}
`;
