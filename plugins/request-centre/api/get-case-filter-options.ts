import { graphql } from '@kit/gql';

/** The created-by and request-name options; each may fail alone, so the list still works without them. */
export const GET_CASE_FILTER_OPTIONS = graphql(`
  query GetCaseFilterOptions {
    caseInitiators {
      label
      value
      currentUser
    }
    caseRequestNames
  }
`);
