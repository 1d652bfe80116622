// A paged result set for a table: the first page whenever `key` (the query's variables) changes, further pages
// by cursor, and the 002 §4 table state alongside. A stale answer (the key changed meanwhile) is dropped.
// `error` is why the first page last failed (null once it loads), for a page that tells "not found" apart.
// `ready` false holds the first page back (a filter that needs another answer first); the state stays loading.
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { nextTableState } from './table-state';

export interface Page<Row, Extra = null> {
  rows: Row[];
  total: number;
  /** The cursor of the next page; null on the last page. */
  next: string | null;
  /** What else the first page answered (kept from the first page). */
  extra: Extra;
}

export function usePaged<Row, Extra = null>(
  key: string,
  fetchPage: (after: string | null, fresh: boolean) => Promise<Page<Row, Extra>>,
  filtered: boolean,
  ready = true,
) {
  const [state, dispatch] = useReducer(nextTableState, 'initialLoading');
  const [rows, setRows] = useState<Row[]>([]);
  const [totalCount, setTotalCount] = useState(0);
  const [extra, setExtra] = useState<Extra | null>(null);
  const [cursor, setCursor] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const request = useRef(0);
  // The latest fetcher, kept fresh after each render; `key` (its variables) is what triggers a new first page.
  const fetcher = useRef(fetchPage);
  useEffect(() => {
    fetcher.current = fetchPage;
  });

  const [loadedKey, setLoadedKey] = useState<string | null>(null);
  if (loadedKey !== key) {
    setLoadedKey(key);
    dispatch({ type: 'load', filtered });
  }

  const [attempt, setAttempt] = useState(0);
  // The next first page asks past the gateway's short answer cache (a reload after a live event said the rows
  // changed elsewhere); a ref, as the load effect reads it once.
  const fresh = useRef(false);
  /** Loads the first page again; `{ fresh: true }` when the rows changed elsewhere (not Try again's click). */
  const load = useCallback((options?: { fresh?: boolean }) => {
    if (options?.fresh === true) fresh.current = true;
    dispatch({ type: 'load', filtered });
    setAttempt((n) => n + 1);
  }, [filtered]);

  useEffect(() => {
    if (!ready) return;
    const id = ++request.current;
    const asksFresh = fresh.current;
    fresh.current = false;
    fetcher
      .current(null, asksFresh)
      .then((page) => {
        if (id !== request.current) return;
        setRows(page.rows);
        setTotalCount(page.total);
        setCursor(page.next);
        setExtra(page.extra);
        setError(null);
        dispatch({ type: 'loaded', rows: page.rows.length, filtered });
      })
      .catch((failure: unknown) => {
        if (id !== request.current) return;
        setError(failure);
        dispatch({ type: 'failed' });
      });
  }, [key, filtered, attempt, ready]);

  const loadMore = useCallback(async () => {
    if (!cursor) return;
    const id = ++request.current;
    dispatch({ type: 'loadMore' });
    try {
      const page = await fetcher.current(cursor, false);
      if (id !== request.current) return;
      setRows((current) => [...current, ...page.rows]);
      setCursor(page.next);
      dispatch({ type: 'loaded', rows: page.rows.length, filtered });
    } catch {
      if (id === request.current) dispatch({ type: 'failed' });
    }
  }, [cursor, filtered]);

  return { state, rows, totalCount, extra, error, hasMore: cursor !== null, load, loadMore };
}
