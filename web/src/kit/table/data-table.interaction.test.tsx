import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, type Column } from './data-table';
import type { SortState } from './sort';
import type { TableState } from './table-state';
import { VIRTUAL_FROM } from './use-row-window';

interface Row {
  id: string;
  name: string;
}

const ROWS: Row[] = [
  { id: 'a', name: 'Alpha' },
  { id: 'b', name: 'Beta' },
];
const messages = { noData: 'Nothing at all', noFilteredData: 'Nothing for these filters', loadError: 'It failed' };

function Table({ state = 'loaded', onSort = vi.fn(), onRetry }: { state?: TableState; onSort?: (column: string) => void; onRetry?: () => void }) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [sort] = useState<SortState>({ column: 'name', direction: 'asc' });
  return (
    <>
      <DataTable<Row>
        caption="Accounts"
        columns={[{ key: 'name', header: 'Name', sortable: true, render: (r) => r.name }]}
        rows={state === 'loaded' ? ROWS : []}
        rowId={(r) => r.id}
        state={state}
        messages={messages}
        sort={sort}
        onSort={onSort}
        onRetry={onRetry}
        selection={{ selected, onChange: setSelected, totalCount: ROWS.length, rowLabel: (r) => r.name }}
      />
      <output aria-label="chosen">{[...selected].join(',')}</output>
    </>
  );
}

describe('DataTable', () => {
  it('sorts from its header by click and by keyboard, and says which way it is sorted', async () => {
    const onSort = vi.fn();
    render(<Table onSort={onSort} />);
    const header = screen.getByRole('columnheader', { name: /Name/ });
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    await userEvent.click(within(header).getByRole('button'));
    within(header).getByRole('button').focus();
    await userEvent.keyboard('{Enter}');
    expect(onSort).toHaveBeenCalledTimes(2);
    expect(onSort.mock.calls[0][0]).toBe('name');
  });

  it('selects a row by its labelled checkbox and all rows by the header box', async () => {
    render(<Table />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Beta' }));
    expect(screen.getByLabelText('chosen').textContent).toBe('b');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    expect(screen.getByLabelText('chosen').textContent).toBe('a,b');
  });

  it('shows the empty message and the load error with a retry', async () => {
    const { unmount } = render(<Table state="noData" />);
    expect(screen.getByText('Nothing at all')).toBeTruthy();
    unmount();
    const onRetry = vi.fn();
    render(<Table state="loadError" onRetry={onRetry} />);
    expect(screen.getByText('It failed')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('select all again clears every row; one of two chosen shows the box partly ticked', async () => {
    render(<Table />);
    const all = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Select all rows' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Alpha' }));
    expect(all.indeterminate).toBe(true);
    expect(all.checked).toBe(false);
    await userEvent.click(all);
    expect(all.checked).toBe(true);
    expect(screen.getByRole('row', { name: /Beta/ }).getAttribute('aria-selected')).toBe('true');
    await userEvent.click(all);
    expect(screen.getByLabelText('chosen').textContent).toBe('');
    expect(all.indeterminate).toBe(false);
  });

  it("an unsorted column's first click asks for its own first direction", async () => {
    const onSort = vi.fn();
    const columns: Column<Row>[] = [
      { key: 'name', header: 'Name', sortable: true, render: (r) => r.name },
      { key: 'id', header: 'Code', sortable: true, firstDirection: 'asc', render: (r) => r.id },
      { key: 'plain', header: 'Plain', render: () => '-' },
    ];
    render(<DataTable<Row> caption="Accounts" columns={columns} rows={ROWS} rowId={(r) => r.id} state="loaded" messages={messages} sort={{ column: 'name', direction: 'desc' }} onSort={onSort} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sort by Code' }));
    expect(onSort).toHaveBeenLastCalledWith('id', 'asc');
    expect(screen.getByRole('columnheader', { name: /Code/ }).getAttribute('aria-sort')).toBeNull();
    // A column that does not sort has no button.
    expect(screen.queryByRole('button', { name: 'Sort by Plain' })).toBeNull();
  });

  function longTable() {
    const many = Array.from({ length: VIRTUAL_FROM * 3 }, (_, i) => ({ id: `r${i}`, name: `Row ${i}` }));
    render(<DataTable<Row> caption="Accounts" columns={[{ key: 'name', header: 'Name', render: (r) => r.name }]} rows={many} rowId={(r) => r.id} state="loaded" messages={messages} />);
    const table = screen.getByRole('table');
    expect(table.getAttribute('aria-rowcount')).toBe(String(many.length + 1));
    const rendered = table.querySelectorAll('tbody tr[data-index]');
    expect(rendered.length).toBeGreaterThan(0);
    expect(rendered.length).toBeLessThan(many.length / 4);
    expect(rendered[0].getAttribute('aria-rowindex')).toBe('2');
    expect(screen.getByRole('row', { name: 'Row 0' })).toBeTruthy();
    expect(screen.queryByRole('row', { name: `Row ${many.length - 1}` })).toBeNull();
    // A spacer as tall as the rows left out keeps the scrollbar true; assistive technology skips it.
    const spacer = table.querySelector('tbody tr[aria-hidden="true"]') as HTMLElement;
    expect(parseFloat(spacer.style.height)).toBeGreaterThan(0);
    return { table, last: `Row ${many.length - 1}`, lastIndex: String(many.length + 1) };
  }

  // happy-dom lays nothing out: each row gets a line's height, and a box the height of a screen.
  function layout(width: { scroll: number; client: number }) {
    const spies = [
      vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(40),
      vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600),
      vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(width.scroll),
      vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(width.client),
    ];
    return () => spies.forEach((spy) => spy.mockRestore());
  }

  it('a long table scrolling with the page renders a window of its rows and says where each sits', () => {
    const restore = layout({ scroll: 700, client: 700 });
    const spies: { mockRestore(): void }[] = [];
    try {
      const { table, last, lastIndex } = longTable();
      expect(table.closest('[data-sideways]')).toBeNull();
      // happy-dom's page has no height to scroll: say it has scrolled far down, taking every box up with it.
      Object.defineProperty(window, 'scrollY', { configurable: true, get: () => 1_000_000 });
      const moved = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, -1_000_000, 700, 40));
      spies.push(moved);
      act(() => {
        fireEvent.scroll(window);
      });
      expect(screen.getByRole('row', { name: last }).getAttribute('aria-rowindex')).toBe(lastIndex);
      expect(screen.queryByRole('row', { name: 'Row 0' })).toBeNull();
    } finally {
      restore();
      spies.forEach((spy) => spy.mockRestore());
      delete (window as { scrollY?: number }).scrollY;
    }
  });

  it('a long table whose columns scroll sideways windows its rows in its own box, a focusable region', () => {
    const restore = layout({ scroll: 1200, client: 700 });
    try {
      const { table, last, lastIndex } = longTable();
      const box = screen.getByRole('region', { name: 'Accounts' });
      expect(box.contains(table)).toBe(true);
      expect(box.tabIndex).toBe(0);
      expect(box.getAttribute('aria-describedby')).toBeTruthy();
      expect(document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Scroll sideways to see more columns.');
      expect(box.parentElement?.hasAttribute('data-more-end')).toBe(true);
      act(() => {
        box.scrollTop = 1_000_000;
        fireEvent.scroll(box);
      });
      expect(screen.getByRole('row', { name: last }).getAttribute('aria-rowindex')).toBe(lastIndex);
      expect(screen.queryByRole('row', { name: 'Row 0' })).toBeNull();
    } finally {
      restore();
    }
  });

  it('a short table renders every row without row positions', () => {
    render(<Table />);
    expect(screen.getByRole('table').getAttribute('aria-rowcount')).toBeNull();
    expect(screen.getAllByRole('row')).toHaveLength(3);
  });
});

