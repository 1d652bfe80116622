import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DataTable } from './data-table';
import type { SortState } from './sort';
import type { TableState } from './table-state';

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
});
