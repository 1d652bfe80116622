// The saved favourite accounts and a way to change them, with the toasts of 000 §8. Shared by the
// search dropdown and the results tables.
import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useMemo } from 'react';
import { t } from '../copy';
import { useToast } from '../toast/toast-atoms';
import { preferenceIds, toggledIds } from './favourite-ids';
import { FAVOURITES_KEY, GET_FAVOURITE_ACCOUNTS, SET_FAVOURITE_ACCOUNT } from './favourite-operations';

export interface FavouriteAccounts {
  ids: ReadonlySet<string>;
  loading: boolean;
  /** The preference could not be read: stars are disabled (000 §2) and the favourites filter errs. */
  unavailable: boolean;
  setFavourite(accountId: string, favourite: boolean): Promise<void>;
}

export function useFavouriteAccounts(): FavouriteAccounts {
  // errorPolicy all: a failed preference read answers viewer.preferences null with an error.
  const { data, loading } = useQuery(GET_FAVOURITE_ACCOUNTS, { errorPolicy: 'all' });
  const [mutate] = useMutation(SET_FAVOURITE_ACCOUNT);
  const showToast = useToast();
  const saved = data?.viewer.preferences?.find((p) => p.key === FAVOURITES_KEY)?.value;
  const list = useMemo(() => preferenceIds(saved), [saved]);
  const ids = useMemo(() => new Set(list), [list]);

  const setFavourite = useCallback(
    async (accountId: string, favourite: boolean) => {
      try {
        await mutate({
          variables: { accountId, favourite },
          // The star changes at once; Apollo rolls it back if the save fails.
          optimisticResponse: {
            setFavouriteAccount: { __typename: 'Preference', key: FAVOURITES_KEY, value: toggledIds(list, accountId, favourite) },
          },
        });
        showToast({ message: t(favourite ? 'favourites.added' : 'favourites.removed'), tone: 'success' });
      } catch {
        showToast({ message: t('favourites.failed'), tone: 'error' });
      }
    },
    [list, mutate, showToast],
  );

  return { ids, loading: loading && !data, unavailable: !loading && !data?.viewer.preferences, setFavourite };
}
