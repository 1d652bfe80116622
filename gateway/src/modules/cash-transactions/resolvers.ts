// Cash transactions search (issue 16): the signed-in user's cash accounts' transactions, filtered, sorted and
// paged by the upstream (scoped there to the user's adviser entities). Input is checked here first so a
// malformed filter is BAD_USER_INPUT with the field named, before any upstream call.
import { requireToken, type GatewayContext } from '../../context.js';
import { ErrorCode, gatewayError } from '../../errors.js';
import { requireRule } from '../shell/require-rule.js';
import { searchTransactions, type TransactionsQuery } from './api/search-transactions.js';

export const MAX_PAGE = 200;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

interface Filter {
  accountNumber?: string | null;
  from?: string | null;
  to?: string | null;
  minAmount?: number | null;
  maxAmount?: number | null;
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

const bad = (field: string, message: string) => gatewayError(ErrorCode.BAD_USER_INPUT, message, { field });
const text = (value: string | null | undefined) => (value?.trim() ? value.trim() : undefined);

function day(field: string, value: string | null | undefined): string | undefined {
  const v = text(value);
  if (v === undefined) return undefined;
  if (!DAY.test(v) || Number.isNaN(Date.parse(`${v}T00:00:00Z`)) || new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) !== v) {
    throw bad(field, `${field} must be a date yyyy-MM-dd`);
  }
  return v;
}

function amount(field: string, value: number | null | undefined): number | undefined {
  if (value === null || value === undefined) return undefined;
  if (!Number.isFinite(value) || value < 0) throw bad(field, `${field} must be zero or more`);
  return value;
}

/** The upstream query of the GraphQL arguments; throws BAD_USER_INPUT on a malformed one. */
export function toUpstreamQuery(args: Args): TransactionsQuery {
  const f = args.filter ?? {};
  const from = day('from', f.from);
  const to = day('to', f.to);
  if (from && to && from > to) throw bad('to', 'to must not be before from');
  const minAmount = amount('minAmount', f.minAmount);
  const maxAmount = amount('maxAmount', f.maxAmount);
  if (minAmount !== undefined && maxAmount !== undefined && minAmount > maxAmount) throw bad('maxAmount', 'maxAmount must not be less than minAmount');
  const keyword = text(f.keyword);
  if (keyword && keyword.length > 100) throw bad('keyword', 'keyword takes at most 100 characters');
  const first = args.first ?? 25;
  if (!Number.isInteger(first) || first < 1 || first > MAX_PAGE) throw bad('first', `first must be 1 to ${MAX_PAGE}`);
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
    async cashTransactions(_: unknown, args: Args, ctx: GatewayContext) {
      requireToken(ctx);
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
};
