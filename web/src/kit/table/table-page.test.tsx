// The table pages' shared pieces: the filter and sort with the gateway's order, the header's count or introduction
// with the export buttons, and the paging props DataTable takes.
import { gql, type TypedDocumentNode } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { t } from '../copy';
import { countShown, pagedTableProps, TablePageHeader, useFilterAndSort, usePagedQuery } from './table-page';

describe('useFilterAndSort', () => {
  it('starts unfiltered, says when a filter applies, and toggles the sort with the order it sends', () => {
    const { result } = renderHook(() => useFilterAndSort<{ keyword?: string }, 'DATE' | 'NAME'>({ column: 'DATE', direction: 'desc' }));
    expect(result.current.filtered).toBe(false);
    expect(result.current.order).toBe('DESC');
    act(() => result.current.setFilter({ keyword: 'fee' }));
    expect(result.current.filtered).toBe(true);
    act(() => result.current.onSort('DATE'));
    expect(result.current.sort).toEqual({ column: 'DATE', direction: 'asc' });
    expect(result.current.order).toBe('ASC');
    act(() => result.current.onSort('NAME', 'asc'));
    expect(result.current.sort).toEqual({ column: 'NAME', direction: 'asc' });
  });
});

describe('TablePageHeader', () => {
  const exporter = { status: { kind: 'idle' } as const, start: vi.fn(async () => undefined), cancel: vi.fn() };
  const header = (state: 'loading' | 'loaded', rows: unknown[]) => (
    <TablePageHeader id="t" title="Transactions" results={{ state, totalCount: 1234, rows }} countText={(count) => `${count} rows`} intro="All of them" exporter={exporter} formats={['csv']} />
  );

  it('says the introduction until the rows show, then the count; exports only with rows', async () => {
    const { rerender } = render(header('loading', []));
    expect(screen.getByRole('heading', { name: 'Transactions' }).id).toBe('t');
    expect(screen.getByRole('status').textContent).toBe('All of them');
    expect((screen.getByRole('button', { name: t('export.csv') }) as HTMLButtonElement).disabled).toBe(true);
    rerender(header('loaded', [{}]));
    expect(screen.getByRole('status').textContent).toBe('1,234 rows');
    await userEvent.click(screen.getByRole('button', { name: t('export.csv') }));
    expect(exporter.start).toHaveBeenCalledWith('csv');
  });
});

describe('pagedTableProps', () => {
  it('passes the rows and state, Try again as load and Show more as loadMore', () => {
    const results = { rows: [1], state: 'loadedMore' as const, hasMore: true, load: vi.fn(), loadMore: vi.fn(async () => undefined) };
    const props = pagedTableProps(results);
    props.onRetry();
    props.onLoadMore();
    expect(props).toMatchObject({ rows: [1], state: 'loadedMore', hasMore: true });
    expect(results.load).toHaveBeenCalled();
    expect(results.loadMore).toHaveBeenCalled();
    expect(countShown('loadingMore')).toBe(true);
    expect(countShown('filtering')).toBe(false);
  });
});

describe('usePagedQuery', () => {
  const ITEMS: TypedDocumentNode<{ items: { total: number; names: string[] } }, { q: string; first?: number | null; after?: string | null }> = gql`
    query Items($q: String, $first: Int, $after: String) {
      items(q: $q, first: $first, after: $after) {
        total
        names
      }
    }
  `;
  const mocks = [{ request: { query: ITEMS, variables: { q: 'a', first: 2 } }, result: { data: { items: { total: 1, names: ['x'] } } } }];
  const wrapper = ({ children }: { children: ReactNode }) => <MockedProvider mocks={mocks}>{children}</MockedProvider>;

  it('holds the first page back until ready, then reads the page off the answer', async () => {
    const { result, rerender } = renderHook(
      ({ ready }) => usePagedQuery(ITEMS, { q: 'a' }, (data) => ({ rows: data.items.names, total: data.items.total, next: null, extra: null }), { first: 2, filtered: false, ready }),
      { wrapper, initialProps: { ready: false } },
    );
    await new Promise((done) => setTimeout(done, 20));
    expect(result.current.state).toBe('initialLoading');
    rerender({ ready: true });
    await waitFor(() => expect(result.current.state).toBe('loaded'));
    expect(result.current.rows).toEqual(['x']);
    expect(result.current.notFound).toBe(false);
  });
});
