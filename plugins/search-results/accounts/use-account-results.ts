// The results table's data: the first page whenever the filter or sort changes, further pages by
// cursor, and the 002 §4 table state alongside. Queries run imperatively so a stale answer (the adviser
// changed the filter meanwhile) is dropped by its request number.
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { nextTableState } from '@kit/table/table-state';
import { SEARCH_ACCOUNTS, type ResultAccount, type SearchAccountsVars } from './search-accounts-operation';

export const PAGE_SIZE = 25; // 000 §9

/** `ready` false holds the first query back (the dealer code filter needs the user's adviser codes first). */
export function useAccountResults(variables: Omit<SearchAccountsVars, 'first' | 'after'>, filtered: boolean, ready = true) {
  const client = useApolloClient();
  const [state, dispatch] = useReducer(nextTableState, 'initialLoading');
  const [rows, setRows] = useState<ResultAccount[]>([]);
  const [totalCount, setTotalCount] = useState(0);
  const [cursor, setCursor] = useState<string | null>(null);
  const request = useRef(0);
  const key = JSON.stringify(variables);

  // A new filter or sort starts a new result set: the state moves while rendering (React's pattern for
  // state that follows props), and the effect below only fetches.
  const [loadedKey, setLoadedKey] = useState<string | null>(null);
  if (loadedKey !== key) {
    setLoadedKey(key);
    dispatch({ type: 'load', filtered });
  }

  // A retry asks for the same first page again.
  const [attempt, setAttempt] = useState(0);
  const load = useCallback(() => {
    dispatch({ type: 'load', filtered });
    setAttempt((n) => n + 1);
  }, [filtered]);

  useEffect(() => {
    if (!ready) return;
    const id = ++request.current;
    client
      .query({ query: SEARCH_ACCOUNTS, variables: { ...JSON.parse(key), first: PAGE_SIZE }, fetchPolicy: 'network-only' })
      .then((res) => {
        if (id !== request.current) return;
        const conn = res.data?.accountSearch;
        if (!conn) throw new Error('no results');
        setRows(conn.nodes);
        setTotalCount(conn.totalCount);
        setCursor(conn.pageInfo.hasNextPage ? conn.pageInfo.endCursor : null);
        dispatch({ type: 'loaded', rows: conn.nodes.length, filtered });
      })
      .catch(() => {
        if (id === request.current) dispatch({ type: 'failed' });
      });
  }, [client, key, filtered, attempt, ready]);

  const loadMore = useCallback(async () => {
    if (!cursor) return;
    const id = ++request.current;
    dispatch({ type: 'loadMore' });
    try {
      const res = await client.query({ query: SEARCH_ACCOUNTS, variables: { ...JSON.parse(key), first: PAGE_SIZE, after: cursor }, fetchPolicy: 'network-only' });
      if (id !== request.current) return;
      const conn = res.data?.accountSearch;
      if (!conn) throw new Error('no results');
      setRows((current) => [...current, ...conn.nodes]);
      setCursor(conn.pageInfo.hasNextPage ? conn.pageInfo.endCursor : null);
      dispatch({ type: 'loaded', rows: conn.nodes.length, filtered });
    } catch {
      if (id === request.current) dispatch({ type: 'failed' });
    }
  }, [client, key, cursor, filtered]);

  return { state, rows, totalCount, hasMore: cursor !== null, load, loadMore };
}
