import { gql, type TypedDocumentNode } from '@apollo/client';

export type GroupType = 'FEE' | 'REPORTING' | 'STATEMENTS';

export interface ResultGroup {
  accountGroupCode: string;
  accountGroupName: string;
  accountGroupType: GroupType[];
  businessVentureId: string;
  accountCount: number;
}

export const SEARCH_GROUPS: TypedDocumentNode<{ wrapGroupSearch: ResultGroup[] | null }, { query?: string; groupType?: GroupType; first: number }> = gql`
  query SearchGroupResults($query: String, $groupType: GroupType, $first: Int) {
    wrapGroupSearch(query: $query, groupType: $groupType, first: $first) {
      accountGroupCode
      accountGroupName
      accountGroupType
      businessVentureId
      accountCount
    }
  }
`;

/** The URL's groupType (any case; 'statement' too) as the schema's GroupType. */
export function parseGroupType(value: string | undefined): GroupType | undefined {
  const upper = value?.trim().toUpperCase();
  if (upper === 'FEE' || upper === 'REPORTING' || upper === 'STATEMENTS') return upper;
  if (upper === 'STATEMENT') return 'STATEMENTS';
  return undefined;
}
