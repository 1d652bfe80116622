// The data of a payments list (Manage payments' views, an account's scheduled payments): page 0 when the
// view changes, the next page on "Show more", and a quiet refresh of every page shown (after a mutation, a
// payments alert, the page coming back into view) that keeps the rows on screen while it runs. Queries run
// imperatively so an answer for a view the adviser has left is dropped by its request number.
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { PaymentsView } from '@kit/gql/graphql';
import { nextTableState } from '@kit/table/table-state';
import type { PaymentView } from '../api/payment-fields';
import { PAYMENTS_PAGE } from '../api/manage-payments';
import { appendPage, joinPages, MANAGE_PAGE_SIZE } from './manage-payments';

export interface PaymentsQuery {
  /** An account's payments; absent, the ones the user saved. */
  accountNumber?: string;
  view: PaymentsView;
}

export function usePaymentsList(query: PaymentsQuery) {
  const client = useApolloClient();
  const [state, dispatch] = useReducer(nextTableState, 'initialLoading');
  const [rows, setRows] = useState<PaymentView[]>([]);
  const [total, setTotal] = useState(0);
  const [pages, setPages] = useState(0);
  const request = useRef(0);
  const pagesRef = useRef(0);
  const key = `${query.accountNumber ?? ''}|${query.view}`;

  const [loadedKey, setLoadedKey] = useState<string | null>(null);
  if (loadedKey !== key) {
    setLoadedKey(key);
    setRows([]);
    dispatch({ type: 'load', filtered: false });
  }

  const [attempt, setAttempt] = useState(0);
  const reload = useCallback(() => {
    dispatch({ type: 'load', filtered: false });
    setAttempt((n) => n + 1);
  }, []);

  const fetchPage = useCallback(
    async (page: number) => {
      const [accountNumber, view] = key.split('|');
      const res = await client.query({
        query: PAYMENTS_PAGE,
        variables: { accountNumber: accountNumber || null, view: view as PaymentsView, page, size: MANAGE_PAGE_SIZE },
        fetchPolicy: 'network-only',
      });
      const result = res.data?.payments;
      if (!result) throw new Error('no payments');
      return result;
    },
    [client, key],
  );

  const settle = useCallback((nodes: PaymentView[], totalCount: number, pageCount: number) => {
    setRows(nodes);
    setTotal(totalCount);
    setPages(pageCount);
    pagesRef.current = pageCount;
  }, []);

  useEffect(() => {
    const id = ++request.current;
    fetchPage(0)
      .then((result) => {
        if (id !== request.current) return;
        settle(result.nodes, result.total, 1);
        dispatch({ type: 'loaded', rows: result.nodes.length, filtered: false });
      })
      .catch(() => {
        if (id === request.current) dispatch({ type: 'failed' });
      });
  }, [fetchPage, settle, attempt]);

  const loadMore = useCallback(async () => {
    const id = ++request.current;
    dispatch({ type: 'loadMore' });
    try {
      const result = await fetchPage(pagesRef.current);
      if (id !== request.current) return;
      setRows((current) => appendPage(current, result.nodes));
      setTotal(result.total);
      setPages((n) => (pagesRef.current = n + 1));
      dispatch({ type: 'loaded', rows: result.nodes.length, filtered: false });
    } catch {
      if (id === request.current) dispatch({ type: 'failed' });
    }
  }, [fetchPage]);

  /** Every page shown, fetched again; the rows stay while it runs and a failure leaves them as they were. */
  const refresh = useCallback(async () => {
    const id = ++request.current;
    const count = Math.max(pagesRef.current, 1);
    try {
      const results = await Promise.all(Array.from({ length: count }, (_, page) => fetchPage(page)));
      if (id !== request.current) return;
      const nodes = joinPages(results.map((r) => r.nodes));
      settle(nodes, results[0].total, count);
      dispatch({ type: 'loaded', rows: nodes.length, filtered: false });
    } catch {
      /* a quiet refresh: the rows shown stay, the next event or reload tries again */
    }
  }, [fetchPage, settle]);

  return { state, rows, total, hasMore: pages > 0 && rows.length < total, reload, loadMore, refresh };
}
