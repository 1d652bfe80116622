// The side navigation's preferences: AoSideNavPinned (default pinned) and DismissedPopovers. Saved on
// change with an optimistic answer, so the menu moves at once; a failed save rolls back with a toast.
import { useMutation, useQuery } from '@apollo/client/react';
import { t } from '../../kit/copy';
import { useToast } from '../../kit/toast/toast-atoms';
import { GET_VIEWER_USER } from '../../api/operations/get-viewer-user';
import { DISMISSED_POPOVERS_PREFERENCE, GET_SHELL_PREFERENCES, SIDE_NAV_PINNED_PREFERENCE } from '../api/get-shell-preferences';
import { SET_PREFERENCE } from '../api/set-preference';
import { readPinned, readStringList } from './preference-values';

export function useShellPreferences() {
  // The signed-in route loaded these already; an error means the defaults (000 §8).
  const { data } = useQuery(GET_SHELL_PREFERENCES, { fetchPolicy: 'cache-first' });
  const [setPreference] = useMutation(SET_PREFERENCE);
  const toast = useToast();
  const value = (key: string) => data?.viewer.preferences?.find((p) => p.key === key)?.value;

  const pinned = readPinned(value(SIDE_NAV_PINNED_PREFERENCE));
  const dismissedPopovers = readStringList(value(DISMISSED_POPOVERS_PREFERENCE));
  // A first login (no lastLogin) has every first-login note dismissed (000 §4 Popovers). The shell loaded the user.
  const { data: viewer } = useQuery(GET_VIEWER_USER, { fetchPolicy: 'cache-only' });
  const firstLogin = !!viewer?.viewer.user && !viewer.viewer.user.lastLogin;

  const save = (key: string, next: unknown) =>
    setPreference({
      variables: { key, value: next },
      optimisticResponse: { setPreference: { __typename: 'Preference', key, value: next } },
    }).catch(() => toast({ message: t('shell.preferences.saveError'), tone: 'error' }));

  return {
    pinned,
    dismissedPopovers,
    firstLogin,
    setPinned: (next: boolean) => void save(SIDE_NAV_PINNED_PREFERENCE, next),
    dismissPopover: (key: string) => void save(DISMISSED_POPOVERS_PREFERENCE, [...new Set([...dismissedPopovers, key])]),
    /** Saves these keys dismissed too (a first login dismisses all); nothing when all are saved already. */
    dismissPopovers: (keys: readonly string[]) => {
      if (keys.every((key) => dismissedPopovers.includes(key))) return;
      void save(DISMISSED_POPOVERS_PREFERENCE, [...new Set([...dismissedPopovers, ...keys])]);
    },
  };
}
