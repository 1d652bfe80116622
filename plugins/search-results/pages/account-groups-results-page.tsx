// dashboard/search/account-groups (000 §2): Wrap groups by query keyword or groupType, sorted and paged
// in the browser (the upstream answers at most 100 groups in one list).
import { useQuery } from '@apollo/client/react';
import { useSearch } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { t } from '@kit/copy';
import type { PageProps } from '@kit/plugin';
import { DataTable } from '@kit/table/data-table';
import { nextSort, type SortState } from '@kit/table/sort';
import type { TableState } from '@kit/table/table-state';
import { groupColumns } from '../groups/group-columns';
import { parseGroupType, SEARCH_GROUPS } from '../groups/search-groups-operation';
import { sortGroups } from '../groups/sort-groups';
import { ResultsHeader } from './results-header';
import styles from './results-page.module.css';

const PAGE = 25;

export default function AccountGroupsResultsPage(_props: PageProps<'search.account-groups'>) {
  const search = useSearch({ strict: false }) as Record<string, string | undefined>;
  const groupType = parseGroupType(search.groupType);
  const query = search.query?.trim() || undefined;
  const { data, error, loading, refetch } = useQuery(SEARCH_GROUPS, { variables: { query, groupType, first: 100 }, notifyOnNetworkStatusChange: true });
  const [sort, setSort] = useState<SortState>({ column: 'name', direction: 'asc' });
  const [shown, setShown] = useState(PAGE);
  const all = useMemo(() => sortGroups(data?.wrapGroupSearch ?? [], sort), [data, sort]);
  const rows = all.slice(0, shown);
  const state: TableState = loading ? (data ? 'loading' : 'initialLoading') : error || !data?.wrapGroupSearch ? 'loadError' : all.length === 0 ? (query || groupType ? 'noFilteredData' : 'noData') : shown > PAGE ? 'loadedMore' : 'loaded';
  const title = groupType ? t(`search.popular.${groupType === 'FEE' ? 'feeGroups' : groupType === 'REPORTING' ? 'reportingGroups' : 'statementGroups'}`) : query ? t('results.accounts.titleFor', { query }) : t('results.groups.title');

  return (
    <div className={styles.page}>
      <ResultsHeader title={title} count={state === 'loaded' || state === 'loadedMore' ? all.length : null} />
      <DataTable
        caption={title}
        columns={groupColumns()}
        rows={rows}
        rowId={(g) => g.accountGroupCode}
        state={state}
        messages={{ noData: t('results.groups.noData'), noFilteredData: t('results.groups.noData'), loadError: t('results.groups.loadError') }}
        sort={sort}
        onSort={(column, first) => setSort((current) => nextSort(current, column, first))}
        onRetry={() => void refetch().catch(() => undefined)}
        hasMore={all.length > shown}
        onLoadMore={() => setShown((n) => n + PAGE)}
      />
    </div>
  );
}
