// The investment transactions table's data (the kit's paged query): the first page whenever the filter or sort
// changes, further pages by cursor, the 002 §4 table state, and whether the first page was refused as NOT_FOUND.
import type { InvestmentTransactionFilter, InvestmentTransactionSortColumn, InvestmentTransactionsQuery } from '@kit/gql/graphql';
import { usePagedQuery } from '@kit/table/table-page';
import { INVESTMENT_TRANSACTIONS } from '../api/investment-transactions';

export const PAGE_SIZE = 25;

export interface Variables {
  accountId: string;
  filter: InvestmentTransactionFilter;
  sort: InvestmentTransactionSortColumn;
  order: 'ASC' | 'DESC';
}

export type TransactionRow = InvestmentTransactionsQuery['investmentTransactions']['edges'][number]['node'];

export function useInvestmentTransactions(variables: Variables, filtered: boolean) {
  return usePagedQuery(
    INVESTMENT_TRANSACTIONS,
    variables,
    ({ investmentTransactions: page }) =>
      page && { rows: page.edges.map((e) => e.node), total: page.totalCount, next: page.pageInfo.hasNextPage ? (page.pageInfo.endCursor ?? null) : null, extra: null },
    { first: PAGE_SIZE, filtered },
  );
}
