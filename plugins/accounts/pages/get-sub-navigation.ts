import { graphql } from '@kit/gql';
import type { GetAccountSubNavigationQuery } from '@kit/gql/graphql';

/** A tab, with its nested tabs (e.g. Payments' sub-pages). */
export type SubNavItem = Omit<GetAccountSubNavigationQuery['shell']['subNavigation'][number], 'children'> & { children?: SubNavItem[] | null };

/** The account page's tabs, resolved by the gateway from config/navigation/sub-navigation.json. */
export const GET_SUB_NAVIGATION = graphql(`
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
`);
