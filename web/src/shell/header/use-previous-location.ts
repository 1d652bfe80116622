// The in-app page the user was on before this one, for the back button.
import { useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';

export interface PreviousLocation {
  pathname: string;
  href: string;
}

export function usePreviousLocation(): PreviousLocation | null {
  const router = useRouter();
  const [previous, setPrevious] = useState<PreviousLocation | null>(null);
  useEffect(
    () =>
      router.subscribe('onResolved', ({ fromLocation, toLocation }) => {
        // A change of query alone (a filter, a tab) is the same page, not a new place to go back from.
        if (fromLocation && fromLocation.pathname !== toLocation.pathname) {
          setPrevious({ pathname: fromLocation.pathname, href: fromLocation.href });
        }
      }),
    [router],
  );
  return previous;
}
