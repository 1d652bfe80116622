import { graphql } from '@kit/gql';

/** Preference is normalised by key, so recording a visit (kit/recents) refreshes these lists. */
export const GET_RECENT_PREFERENCES = graphql(`
  query GetRecentPreferences {
    viewer {
      preferences(keys: ["RecentAccounts", "RecentWrapGroups"]) {
        key
        value
      }
    }
  }
`);

export const GET_ACCOUNTS_BY_IDS = graphql(`
  query GetRecentAccounts($ids: [ID!]!) {
    accountsByIds(ids: $ids) {
      ...SearchAccountFields
    }
  }
`);
