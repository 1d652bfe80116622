import { graphql } from '@kit/gql';

export const SIDE_NAV_PINNED_PREFERENCE = 'AoSideNavPinned';
export const DISMISSED_POPOVERS_PREFERENCE = 'DismissedPopovers';

/** The preferences the frame itself reads: the side nav's pinned state and dismissed notes (000 §3). */
export const GET_SHELL_PREFERENCES = graphql(`
  query GetShellPreferences {
    viewer {
      preferences(keys: ["AoSideNavPinned", "DismissedPopovers"]) {
        key
        value
      }
    }
  }
`);
