import { graphql } from '@kit/gql';

/** The dropdown lists the first page (30, 000 §9); the gateway keeps letters, digits and apostrophes. */
export const SEARCH_CLIENTS = graphql(`
  query SearchClientsDropdown($query: String!) {
    clientSearch(query: $query, first: 30) {
      totalCount
      nodes {
        contactId
        type
        displayName
        suburb
        status
      }
    }
  }
`);
