import { gql, type TypedDocumentNode } from '@apollo/client';

export interface SubNavItem {
  id: string;
  label: string;
  kind: string;
  route: string | null;
  children: SubNavItem[] | null;
}

/** The account page's tabs, resolved by the gateway from config/navigation/sub-navigation.json. */
export const GET_SUB_NAVIGATION: TypedDocumentNode<{ shell: { subNavigation: SubNavItem[] } }, { section: string }> = gql`
  query GetAccountSubNavigation($section: String!) {
    shell {
      subNavigation(section: $section) {
        id
        label
        kind
        route
        children {
          id
          label
          kind
          route
        }
      }
    }
  }
`;
