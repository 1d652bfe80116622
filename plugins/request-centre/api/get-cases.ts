import { graphql } from '@kit/gql';

export const GET_CASES = graphql(`
  query GetCases($filter: CaseFilter, $sort: CaseSort, $page: Int, $size: Int) {
    cases(filter: $filter, sort: $sort, page: $page, size: $size) {
      nodes {
        ...CaseRowFields
      }
      pageNumber
      pageSize
      totalCount
      hasNextPage
    }
  }
`);
