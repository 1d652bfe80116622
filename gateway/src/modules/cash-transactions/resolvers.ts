// Cash transactions search (issue 16): the signed-in user's cash accounts' transactions, filtered, sorted and
// paged by the upstream (scoped there to the user's adviser entities). Input is checked here first so a
// malformed filter is BAD_USER_INPUT with the field named, before any upstream call.
import type { Resolvers } from '../resolvers-types.js';
import { amountRange, dayRange, keyword as keywordOf, MAX_PAGE, bad, pageSize, text } from '@gateway/kit/arguments.js';
import { requireRule } from '@gateway/kit/shell/require-rule.js';
import { searchTransactions, type TransactionsQuery } from './api/search-transactions.js';

export { MAX_PAGE };

interface Filter {
  accountNumber?: string | null;
  from?: string | null;
  to?: string | null;
  minAmount?: string | null;
  maxAmount?: string | null;
  keyword?: string | null;
  direction?: 'CREDIT' | 'DEBIT' | null;
}

interface Args {
  filter?: Filter | null;
  sort?: 'DATE' | 'AMOUNT' | 'DESCRIPTION' | 'ACCOUNT' | null;
  order?: 'ASC' | 'DESC' | null;
  first?: number | null;
  after?: string | null;
}

/** The upstream query of the GraphQL arguments; throws BAD_USER_INPUT on a malformed one. */
export function toUpstreamQuery(args: Args): TransactionsQuery & { limit: number; offset: number } {
  const f = args.filter ?? {};
  const { from, to } = dayRange(f.from, f.to);
  const { minAmount, maxAmount } = amountRange(f.minAmount, f.maxAmount);
  const keyword = keywordOf(f.keyword);
  const first = pageSize(args.first, 25);
  let offset = 0;
  if (args.after) {
    offset = Number(args.after);
    if (!/^\d{1,7}$/.test(args.after)) throw bad('after', 'after must be a cursor from endCursor');
  }
  return {
    accountNumber: text(f.accountNumber),
    from,
    to,
    minAmount,
    maxAmount,
    keyword,
    direction: f.direction ? (f.direction === 'CREDIT' ? 'credit' : 'debit') : undefined,
    sort: (args.sort ?? 'DATE').toLowerCase(),
    order: args.order === 'ASC' ? 'asc' : 'desc',
    limit: first,
    offset,
  };
}

export const cashTransactionsResolvers = {
  Query: {
    async cashTransactions(_, args, ctx) {
      const query = toUpstreamQuery(args);
      await requireRule(ctx, 'cashTransactions', 'Cash transactions search needs flag search.cashTransactions and the Cash product');
      const res = await searchTransactions(ctx.upstream, query);
      const end = query.offset + res.data.length;
      return {
        totalCount: res.meta.total_count,
        transactions: res.data.map((t) => ({
          id: t.transaction_id,
          accountId: t.account_id,
          accountNumber: t.account_number,
          accountName: t.account_name,
          date: t.date,
          description: t.description,
          amount: t.amount,
          direction: t.direction,
        })),
        endCursor: res.data.length === query.limit && end < res.meta.total_count ? String(end) : null,
      };
    },
  },
} satisfies Resolvers;
