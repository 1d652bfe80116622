// dashboard/search/accounts (000 §2): the account results table with filters, sorting, cursor paging,
// the table states of 002 §4 and export of the current result set.
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useSearch } from '@tanstack/react-router';
import { useCallback, useMemo, useState } from 'react';
import { t } from '@kit/copy';
import { ExportBar } from '@kit/export/export-bar';
import { useExport } from '@kit/export/use-export';
import type { PageProps } from '@kit/plugin';
import { DataTable } from '@kit/table/data-table';
import { nextSort, type SortState } from '@kit/table/sort';
import { countShown, pagedTableProps } from '@kit/table/table-page';
import { accountColumns } from '../accounts/account-columns';
import { searchExportSource, selectedExportSource } from '../accounts/account-export-source';
import { toAccountSort, type AccountSortKey } from '../accounts/account-sort';
import { dealerAdviserFilter } from '../accounts/dealer-adviser-filter';
import { FILTER_OPTIONS } from '../accounts/filter-options-operation';
import { hasFilterValues, toAccountFilter, type FilterValues } from '../accounts/filter-values';
import { FiltersPanel } from '../accounts/filters-panel';
import { initialSearch } from '../accounts/initial-search';
import { sydneyToday } from '@kit/sydney-time';
import { useAccountResults } from '../accounts/use-account-results';
import { ResultsHeader } from './results-header';
import styles from './results-page.module.css';

export default function AccountsResultsPage(_props: PageProps<'search.accounts'>) {
  const search = useSearch({ strict: false }) as Record<string, string | undefined>;
  const urlKey = `${search.query ?? ''}|${search.accountStatus ?? ''}|${search.popularSearch ?? ''}`;
  // Keyed by the URL: a new search from the header starts the page afresh.
  return <AccountsResults key={urlKey} search={search} />;
}

function titleOf(start: ReturnType<typeof initialSearch>, query: string | undefined): string {
  if (start.popular) return t(`search.popular.${start.popular}`);
  return query ? t('results.accounts.titleFor', { query }) : t('results.accounts.title');
}

function AccountsResults({ search }: { search: Record<string, string | undefined> }) {
  const start = useMemo(() => initialSearch(search), [search]);
  const [filters, setFilters] = useState<FilterValues>(start.filters);
  const [sort, setSort] = useState<SortState<AccountSortKey>>(start.sort);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const options = useQuery(FILTER_OPTIONS, { errorPolicy: 'all' });
  const client = useApolloClient();

  const adviserKey = dealerAdviserFilter(options.data?.viewer.user ?? null, options.data?.viewer.adviserCodes ?? [], filters.adviserCode)?.join(',') ?? '';
  const variables = useMemo(
    () => ({ filter: toAccountFilter(filters, adviserKey ? adviserKey.split(',') : undefined), sort: toAccountSort(sort) }),
    [filters, sort, adviserKey],
  );
  const results = useAccountResults(variables, hasFilterValues(filters), !options.loading);
  const chosen = results.rows.filter((row) => selected.has(row.accountId));
  const source = useCallback(
    () => (chosen.length ? selectedExportSource(chosen) : searchExportSource(client, variables)),
    [chosen, client, variables],
  );
  const filename = useCallback((format: string) => `accounts-${sydneyToday()}.${format}`, []);
  const exporter = useExport(source, filename);

  return (
    <div className={styles.page}>
      <ResultsHeader
        title={titleOf(start, search.query)}
        count={countShown(results.state) ? results.totalCount : null}
        actions={<ExportBar status={exporter.status} onExport={(f) => void exporter.start(f)} onCancel={exporter.cancel} disabled={results.rows.length === 0} />}
      />
      <div className={styles.layout}>
        <FiltersPanel
          applied={filters}
          options={options.data}
          onApply={(next) => {
            setSelected(new Set());
            setFilters(next);
          }}
        />
        <DataTable
          caption={titleOf(start, search.query)}
          columns={accountColumns({ showClosed: filters.accountStatus.length === 0 || filters.accountStatus.includes('Closed') })}
          rowId={(row) => row.accountId}
          messages={{ noData: t('results.noData'), noFilteredData: t('results.noData'), loadError: t('results.loadError') }}
          sort={sort}
          onSort={(column, first) => setSort((current) => nextSort(current, column as AccountSortKey, first))}
          selection={{ selected, onChange: setSelected, totalCount: results.totalCount, rowLabel: (row) => row.accountName }}
          {...pagedTableProps(results)}
        />
      </div>
    </div>
  );
}
