import { gql, type TypedDocumentNode } from '@apollo/client';

export const SIDE_NAV_PINNED_PREFERENCE = 'AoSideNavPinned';
export const DISMISSED_POPOVERS_PREFERENCE = 'DismissedPopovers';

export interface GetShellPreferencesData {
  viewer: { preferences: { key: string; value: unknown }[] | null };
}

/** The preferences the frame itself reads: the side nav's pinned state and dismissed notes (000 §3). */
export const GET_SHELL_PREFERENCES: TypedDocumentNode<GetShellPreferencesData, Record<string, never>> = gql`
  query GetShellPreferences {
    viewer {
      preferences(keys: ["AoSideNavPinned", "DismissedPopovers"]) {
        key
        value
      }
    }
  }
`;
