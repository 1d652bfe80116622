import { graphql } from '@kit/gql';
import type { SearchGroupFieldsFragment } from '@kit/gql/graphql';

export type SearchGroup = SearchGroupFieldsFragment;

export const GROUP_FIELDS = graphql(`
  fragment SearchGroupFields on WrapGroup {
    accountGroupCode
    accountGroupName
    accountGroupType
    accountCount
  }
`);

/** At most 5 in the dropdown (000 §9); the gateway keeps the query characters of 000 §5. */
export const SEARCH_WRAP_GROUPS = graphql(`
  query SearchWrapGroupsDropdown($query: String!) {
    wrapGroupSearch(query: $query, first: 5) {
      ...SearchGroupFields
    }
  }
`);

export const GET_GROUPS_BY_CODES = graphql(`
  query GetRecentWrapGroups($codes: [ID!]!) {
    wrapGroupsByCodes(codes: $codes) {
      ...SearchGroupFields
    }
  }
`);
