// The requests list's data: page 0 whenever the filter or sort changes, the next page on "Show more",
// and the 002 §4 table state alongside. Queries run imperatively so an answer for an older filter
// (the adviser kept typing) is dropped by its request number.
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { CaseFilter, CaseRowFieldsFragment, CaseSort } from '@kit/gql/graphql';
import { nextTableState } from '@kit/table/table-state';
import { GET_CASES } from '../api/get-cases';

/** 002 §9: 25 a page, from page 0. */
export const PAGE_SIZE = 25;

export interface CaseQuery {
  filter: CaseFilter;
  sort: CaseSort;
}

/** `ready` false holds the first query back (ME needs the created-by options first). */
export function useCases(query: CaseQuery, filtered: boolean, ready = true) {
  const client = useApolloClient();
  const [state, dispatch] = useReducer(nextTableState, 'initialLoading');
  const [rows, setRows] = useState<CaseRowFieldsFragment[]>([]);
  const [totalCount, setTotalCount] = useState(0);
  const [nextPage, setNextPage] = useState<number | null>(null);
  const request = useRef(0);
  const key = JSON.stringify(query);

  const [loadedKey, setLoadedKey] = useState<string | null>(null);
  if (loadedKey !== key) {
    setLoadedKey(key);
    dispatch({ type: 'load', filtered });
  }

  const [attempt, setAttempt] = useState(0);
  const reload = useCallback(() => {
    dispatch({ type: 'load', filtered });
    setAttempt((n) => n + 1);
  }, [filtered]);

  const fetchPage = useCallback(
    (page: number) =>
      client.query({ query: GET_CASES, variables: { ...(JSON.parse(key) as CaseQuery), page, size: PAGE_SIZE }, fetchPolicy: 'network-only' }).then((res) => {
        const result = res.data?.cases;
        if (!result) throw new Error('no cases');
        return result;
      }),
    [client, key],
  );

  useEffect(() => {
    if (!ready) return;
    const id = ++request.current;
    fetchPage(0)
      .then((result) => {
        if (id !== request.current) return;
        setRows(result.nodes);
        setTotalCount(result.totalCount);
        setNextPage(result.hasNextPage ? result.pageNumber + 1 : null);
        dispatch({ type: 'loaded', rows: result.nodes.length, filtered });
      })
      .catch(() => {
        if (id === request.current) dispatch({ type: 'failed' });
      });
  }, [fetchPage, filtered, attempt, ready]);

  const loadMore = useCallback(async () => {
    if (nextPage === null) return;
    const id = ++request.current;
    dispatch({ type: 'loadMore' });
    try {
      const result = await fetchPage(nextPage);
      if (id !== request.current) return;
      setRows((current) => [...current, ...result.nodes.filter((n) => !current.some((c) => c.intentId === n.intentId))]);
      setTotalCount(result.totalCount);
      setNextPage(result.hasNextPage ? result.pageNumber + 1 : null);
      dispatch({ type: 'loaded', rows: result.nodes.length, filtered });
    } catch {
      if (id === request.current) dispatch({ type: 'failed' });
    }
  }, [fetchPage, nextPage, filtered]);

  return { state, rows, totalCount, hasMore: nextPage !== null, reload, loadMore };
}
