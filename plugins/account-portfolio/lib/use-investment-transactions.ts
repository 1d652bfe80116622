// The investment transactions table's data: the first page whenever the filter or sort changes, further pages by
// cursor, and the 002 §4 table state alongside. A stale answer (the filter changed meanwhile) is dropped.
import { useApolloClient } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { InvestmentTransactionFilter, InvestmentTransactionSortColumn, InvestmentTransactionsQuery } from '@kit/gql/graphql';
import { nextTableState } from '@kit/table/table-state';
import { INVESTMENT_TRANSACTIONS } from '../api/investment-transactions';

export const PAGE_SIZE = 25;

export interface Variables {
  accountId: string;
  filter: InvestmentTransactionFilter;
  sort: InvestmentTransactionSortColumn;
  order: 'ASC' | 'DESC';
}

export type TransactionRow = InvestmentTransactionsQuery['investmentTransactions']['edges'][number]['node'];

const isNotFound = (error: unknown) => CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'NOT_FOUND');

export function useInvestmentTransactions(variables: Variables, filtered: boolean) {
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

  const fetchPage = useCallback(
    async (after: string | null) => {
      const res = await client.query({
        query: INVESTMENT_TRANSACTIONS,
        variables: { ...(JSON.parse(key) as Variables), first: PAGE_SIZE, after },
        fetchPolicy: 'network-only',
      });
      const page = res.data?.investmentTransactions;
      if (!page) throw res.error ?? new Error('no results');
      return page;
    },
    [client, key],
  );

  useEffect(() => {
    const id = ++request.current;
    fetchPage(null)
      .then((page) => {
        if (id !== request.current) return;
        setRows(page.edges.map((e) => e.node));
        setTotalCount(page.totalCount);
        setCursor(page.pageInfo.hasNextPage ? (page.pageInfo.endCursor ?? null) : null);
        setNotFound(false);
        dispatch({ type: 'loaded', rows: page.edges.length, filtered });
      })
      .catch((error: unknown) => {
        if (id !== request.current) return;
        setNotFound(isNotFound(error));
        dispatch({ type: 'failed' });
      });
  }, [fetchPage, filtered, attempt]);

  const loadMore = useCallback(async () => {
    if (!cursor) return;
    const id = ++request.current;
    dispatch({ type: 'loadMore' });
    try {
      const page = await fetchPage(cursor);
      if (id !== request.current) return;
      setRows((current) => [...current, ...page.edges.map((e) => e.node)]);
      setCursor(page.pageInfo.hasNextPage ? (page.pageInfo.endCursor ?? null) : null);
      dispatch({ type: 'loaded', rows: page.edges.length, filtered });
    } catch {
      if (id === request.current) dispatch({ type: 'failed' });
    }
  }, [fetchPage, cursor, filtered]);

  return { state, rows, totalCount, notFound, hasMore: cursor !== null, load, loadMore };
}
