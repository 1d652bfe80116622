// The table's data (the kit's paged query): the first page whenever the filter or sort changes, further pages by
// cursor, with the adviser's counts by status, today and the rules' day counts beside the rows.
import { usePagedQuery } from '@kit/table/table-page';
import type { FeeArrangementsQuery } from '@kit/gql/graphql';
import { FEE_ARRANGEMENTS } from '../api/arrangements';
import type { Arrangement } from './arrangement-text';
import type { ArrangementFilter } from './filters';

export const PAGE_SIZE = 25;

export type SortColumn = 'DAYS_LEFT' | 'CLIENT' | 'ACCOUNT' | 'ANNIVERSARY';

export interface Variables {
  filter: ArrangementFilter;
  sort: SortColumn;
  order: 'ASC' | 'DESC';
}

type PageData = FeeArrangementsQuery['feeArrangements'];
export type Summary = Pick<PageData, 'counts' | 'rules' | 'todayDate'>;

export function useArrangements(variables: Variables, filtered: boolean) {
  return usePagedQuery(
    FEE_ARRANGEMENTS,
    variables,
    (data) =>
      data.feeArrangements && {
        rows: data.feeArrangements.arrangements as Arrangement[],
        total: data.feeArrangements.totalCount,
        next: data.feeArrangements.endCursor ?? null,
        extra: { counts: data.feeArrangements.counts, rules: data.feeArrangements.rules, todayDate: data.feeArrangements.todayDate } as Summary,
      },
    { first: PAGE_SIZE, filtered },
  );
}
