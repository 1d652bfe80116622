// The investment transactions table's data: the first page whenever the filter or sort changes, further pages by
// cursor, and the 002 §4 table state alongside (the kit's usePaged); a first page refused as NOT_FOUND says so.
import { useApolloClient } from '@apollo/client/react';
import type { InvestmentTransactionFilter, InvestmentTransactionSortColumn, InvestmentTransactionsQuery } from '@kit/gql/graphql';
import { hasGatewayCode } from '@kit/refusal';
import { usePaged } from '@kit/table/use-paged';
import { INVESTMENT_TRANSACTIONS } from '../api/investment-transactions';

export const PAGE_SIZE = 25;

export interface Variables {
  accountId: string;
  filter: InvestmentTransactionFilter;
  sort: InvestmentTransactionSortColumn;
  order: 'ASC' | 'DESC';
}

export type TransactionRow = InvestmentTransactionsQuery['investmentTransactions']['edges'][number]['node'];

const isNotFound = (error: unknown) => hasGatewayCode(error, 'NOT_FOUND');

export function useInvestmentTransactions(variables: Variables, filtered: boolean) {
  const client = useApolloClient();
  const key = JSON.stringify(variables);
  const results = usePaged<TransactionRow>(
    key,
    async (after) => {
      const res = await client.query({
        query: INVESTMENT_TRANSACTIONS,
        variables: { ...(JSON.parse(key) as Variables), first: PAGE_SIZE, after },
        fetchPolicy: 'network-only',
      });
      const page = res.data?.investmentTransactions;
      if (!page) throw res.error ?? new Error('no results');
      return {
        rows: page.edges.map((e) => e.node),
        total: page.totalCount,
        next: page.pageInfo.hasNextPage ? (page.pageInfo.endCursor ?? null) : null,
        extra: null,
      };
    },
    filtered,
  );
  const { state, rows, totalCount, error, hasMore, load, loadMore } = results;
  return { state, rows, totalCount, notFound: isNotFound(error), hasMore, load, loadMore };
}
