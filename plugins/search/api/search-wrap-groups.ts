import { gql, type TypedDocumentNode } from '@apollo/client';

export interface SearchGroup {
  accountGroupCode: string;
  accountGroupName: string;
  accountGroupType: string[];
  accountCount: number;
}

const GROUP_FIELDS = gql`
  fragment SearchGroupFields on WrapGroup {
    accountGroupCode
    accountGroupName
    accountGroupType
    accountCount
  }
`;

/** At most 5 in the dropdown (000 §9); the gateway keeps the query characters of 000 §5. */
export const SEARCH_WRAP_GROUPS: TypedDocumentNode<{ wrapGroupSearch: SearchGroup[] | null }, { query: string }> = gql`
  query SearchWrapGroupsDropdown($query: String!) {
    wrapGroupSearch(query: $query, first: 5) {
      ...SearchGroupFields
    }
  }
  ${GROUP_FIELDS}
`;

export const GET_GROUPS_BY_CODES: TypedDocumentNode<{ wrapGroupsByCodes: (SearchGroup | null)[] | null }, { codes: string[] }> = gql`
  query GetRecentWrapGroups($codes: [ID!]!) {
    wrapGroupsByCodes(codes: $codes) {
      ...SearchGroupFields
    }
  }
  ${GROUP_FIELDS}
`;
