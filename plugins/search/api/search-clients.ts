import { gql, type TypedDocumentNode } from '@apollo/client';

export interface SearchClient {
  contactId: string;
  type: string;
  displayName: string;
  suburb: string | null;
  status: string | null;
}

/** The dropdown lists the first page (30, 000 §9); the gateway keeps letters, digits and apostrophes. */
export const SEARCH_CLIENTS: TypedDocumentNode<{ clientSearch: { totalCount: number; nodes: SearchClient[] } | null }, { query: string }> = gql`
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
`;
