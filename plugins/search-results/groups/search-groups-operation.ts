import { graphql } from '@kit/gql';
import type { SearchGroupResultsQuery } from '@kit/gql/graphql';

export type GroupType = 'FEE' | 'REPORTING' | 'STATEMENTS';

export type ResultGroup = NonNullable<SearchGroupResultsQuery['wrapGroupSearch']>[number];

export const SEARCH_GROUPS = graphql(`
  query SearchGroupResults($query: String, $groupType: GroupType, $first: Int) {
    wrapGroupSearch(query: $query, groupType: $groupType, first: $first) {
      accountGroupCode
      accountGroupName
      accountGroupType
      businessVentureId
      accountCount
    }
  }
`);

/** The URL's groupType (any case; 'statement' too) as the schema's GroupType. */
export function parseGroupType(value: string | undefined): GroupType | undefined {
  const upper = value?.trim().toUpperCase();
  if (upper === 'FEE' || upper === 'REPORTING' || upper === 'STATEMENTS') return upper;
  if (upper === 'STATEMENT') return 'STATEMENTS';
  return undefined;
}
