// The requests list (002 §2, §4, §9): filters, "{n} result(s)", and the table of cases with the 002 §4
// table states, 25 a page from page 0, updated date descending until a header says otherwise.
import { useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { t } from '@kit/copy';
import { DataTable } from '@kit/table/data-table';
import { nextSort, type SortState } from '@kit/table/sort';
import { hasRows } from '@kit/table/table-state';
import { GET_CASE_FILTER_OPTIONS } from '../../api/get-case-filter-options';
import { DEFAULT_SORT, toCaseSort, type CaseSortKey } from '../../lib/case-sort';
import { createdByChoices } from '../../lib/created-by';
import { DEFAULT_FILTERS, effectiveKeyword, hasFilterValues, ME, toCaseFilter, type ListFilters } from '../../lib/list-filters';
import { useCases } from '../../lib/use-cases';
import { useDebouncedValue } from '@kit/use-debounced-value';
import { caseColumns } from './case-columns';
import { CaseFilters } from './case-filters';

export const KEYWORD_DEBOUNCE_MS = 350;

export function RequestsList() {
  const [draft, setDraft] = useState<ListFilters>(DEFAULT_FILTERS);
  const [sort, setSort] = useState<SortState<CaseSortKey>>(DEFAULT_SORT);
  const options = useQuery(GET_CASE_FILTER_OPTIONS, { errorPolicy: 'all' });
  const initiators = useMemo(() => options.data?.caseInitiators ?? [], [options.data]);

  // The keyword waits for typing to pause; every other filter applies at once.
  const keyword = useDebouncedValue(effectiveKeyword(draft.keyword), KEYWORD_DEBOUNCE_MS);
  const applied = useMemo(() => ({ ...draft, keyword }), [draft, keyword]);
  const query = useMemo(() => ({ filter: toCaseFilter(applied, initiators), sort: toCaseSort(sort) }), [applied, initiators, sort]);
  const cases = useCases(query, hasFilterValues(applied), !(applied.createdBy === ME && options.loading));
  const columns = useMemo(() => caseColumns(), []);

  return (
    <>
      <CaseFilters
        values={draft}
        onChange={setDraft}
        createdBy={createdByChoices(initiators)}
        requestNames={options.data?.caseRequestNames ?? []}
        onClear={() => setDraft(DEFAULT_FILTERS)}
        canClear={hasFilterValues(draft) || draft.keyword !== ''}
        count={hasRows(cases.state) || cases.state === 'noFilteredData' || cases.state === 'noData' || cases.state === 'noInitialData' ? t('requests.list.resultCount', { n: cases.totalCount }) : null}
      />
      <DataTable
        caption={t('requests.list.caption')}
        columns={columns}
        rows={cases.rows}
        rowId={(row) => row.intentId}
        state={cases.state}
        messages={{ noData: t('requests.list.noData'), noFilteredData: t('requests.list.noFilteredData'), loadError: t('requests.error.unavailable') }}
        sort={sort}
        onSort={(column, first) => setSort((current) => nextSort(current, column as CaseSortKey, first))}
        onRetry={cases.reload}
        hasMore={cases.hasMore}
        onLoadMore={() => void cases.loadMore()}
      />
    </>
  );
}
