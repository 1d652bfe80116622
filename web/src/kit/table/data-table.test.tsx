// The table's markup per state, rendered on the server (the unit project has no DOM).
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DataTable, type DataTableProps } from './data-table';
import type { TableState } from './table-state';

interface Row {
  id: string;
  name: string;
}

const messages = { noData: 'Nothing at all', noFilteredData: 'Nothing for these filters', loadError: 'It failed' };

function render(state: TableState, extra: Partial<DataTableProps<Row>> = {}) {
  return renderToStaticMarkup(
    <DataTable<Row>
      caption="Accounts"
      columns={[{ key: 'name', header: 'Name', sortable: true, render: (r) => r.name }]}
      rows={[{ id: 'a', name: 'Alpha' }, { id: 'b', name: 'Beta' }]}
      rowId={(r) => r.id}
      state={state}
      messages={messages}
      onSort={() => undefined}
      {...extra}
    />,
  );
}

describe('DataTable', () => {
  it('shows rows once loaded, with the sorted column marked for assistive technology', () => {
    const html = render('loaded', { sort: { column: 'name', direction: 'asc' } });
    expect(html).toContain('Alpha');
    expect(html).toContain('aria-sort="ascending"');
    expect(html).toContain('aria-label="Sort by Name"');
  });
  it('says which empty state it is in', () => {
    expect(render('noData', { rows: [] })).toContain('Nothing at all');
    expect(render('noFilteredData', { rows: [] })).toContain('Nothing for these filters');
    expect(render('noInitialData', { rows: [] })).toContain('Nothing at all');
  });
  it('a load error replaces the table with an alert and a retry', () => {
    const html = render('loadError', { onRetry: () => undefined });
    expect(html).toContain('role="alert"');
    expect(html).toContain('It failed');
    expect(html).not.toContain('<table');
  });
  it('the first load shows a loading row; a reload keeps the rows under a busy overlay', () => {
    expect(render('initialLoading', { rows: [] })).toContain('Loading results…');
    const reloading = render('filtering');
    expect(reloading).toContain('Alpha');
    expect(reloading).toContain('aria-busy="true"');
  });
  it('offers more rows only while there are more and none are loading', () => {
    expect(render('loaded', { hasMore: true, onLoadMore: () => undefined })).toContain('Show more');
    expect(render('loaded', { hasMore: false, onLoadMore: () => undefined })).not.toContain('Show more');
    expect(render('loadingMore', { hasMore: true, onLoadMore: () => undefined })).toContain('Loading more results…');
  });
  it('the select-all box is ticked when every row of the total is selected', () => {
    const selection = (selected: string[], totalCount: number) => ({ selected: new Set(selected), onChange: () => undefined, totalCount, rowLabel: (r: Row) => r.name });
    expect(render('loaded', { selection: selection(['a', 'b'], 2) })).toMatch(/aria-label="Select all rows" checked=""/);
    expect(render('loaded', { selection: selection(['a', 'b'], 60) })).not.toMatch(/aria-label="Select all rows" checked=""/);
    expect(render('loaded', { selection: selection(['a'], 2) })).toContain('aria-label="Select Alpha" checked=""');
  });
});
