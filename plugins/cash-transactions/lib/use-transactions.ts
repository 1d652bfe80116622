// The table's data: the first page whenever the filter or sort changes, further pages by cursor, and the
// 002 §4 table state alongside. A stale answer (the filter changed meanwhile) is dropped by request number.
import { useApolloClient } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { nextTableState } from '@kit/table/table-state';
import { SEARCH_CASH_TRANSACTIONS } from '../api/transactions';
import type { TransactionFilter } from './filters';

export const PAGE_SIZE = 25;

export type SortColumn = 'DATE' | 'AMOUNT' | 'DESCRIPTION' | 'ACCOUNT';

export interface Variables {
  filter: TransactionFilter;
  sort: SortColumn;
  order: 'ASC' | 'DESC';
}

export interface TransactionRow {
  id: string;
  accountNumber: string;
  accountName: string;
  date: string;
  description: string;
  amount: number;
  direction: 'CREDIT' | 'DEBIT';
}

/** Whether a failure is the gateway's NOT_FOUND (an account number that is not one of the user's). */
function isNotFound(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'NOT_FOUND');
}

export function useTransactions(variables: Variables, filtered: boolean) {
  const client = useApolloClient();
  const [state, dispatch] = useReducer(nextTableState, 'initialLoading');
  const [rows, setRows] = useState<TransactionRow[]>([]);
  const [totalCount, setTotalCount] = useState(0);
  const [cursor, setCursor] = useState<string | null>(null);
  const [notFound, setNotFound] = useState(false);
  const request = useRef(0);
  const key = JSON.stringify(variables);

  const [loadedKey, setLoadedKey] = useState<string | null>(null);
  if (loadedKey !== key) {
    setLoadedKey(key);
    dispatch({ type: 'load', filtered });
  }

  const [attempt, setAttempt] = useState(0);
  const load = useCallback(() => {
    dispatch({ type: 'load', filtered });
    setAttempt((n) => n + 1);
  }, [filtered]);

  useEffect(() => {
    const id = ++request.current;
    client
      .query({ query: SEARCH_CASH_TRANSACTIONS, variables: { ...(JSON.parse(key) as Variables), first: PAGE_SIZE }, fetchPolicy: 'network-only' })
      .then((res) => {
        if (id !== request.current) return;
        const page = res.data?.cashTransactions;
        if (!page) throw res.error ?? new Error('no results');
        setRows(page.transactions);
        setTotalCount(page.totalCount);
        setCursor(page.endCursor ?? null);
        setNotFound(false);
        dispatch({ type: 'loaded', rows: page.transactions.length, filtered });
      })
      .catch((error: unknown) => {
        if (id !== request.current) return;
        setNotFound(isNotFound(error));
        dispatch({ type: 'failed' });
      });
  }, [client, key, filtered, attempt]);

  const loadMore = useCallback(async () => {
    if (!cursor) return;
    const id = ++request.current;
    dispatch({ type: 'loadMore' });
    try {
      const res = await client.query({
        query: SEARCH_CASH_TRANSACTIONS,
        variables: { ...(JSON.parse(key) as Variables), first: PAGE_SIZE, after: cursor },
        fetchPolicy: 'network-only',
      });
      if (id !== request.current) return;
      const page = res.data?.cashTransactions;
      if (!page) throw res.error ?? new Error('no results');
      setRows((current) => [...current, ...page.transactions]);
      setCursor(page.endCursor ?? null);
      dispatch({ type: 'loaded', rows: page.transactions.length, filtered });
    } catch {
      if (id === request.current) dispatch({ type: 'failed' });
    }
  }, [client, key, cursor, filtered]);

  return { state, rows, totalCount, notFound, hasMore: cursor !== null, load, loadMore };
}
