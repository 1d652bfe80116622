// Cash account pages (issue 17): a cash account's ledger, scheduled payments and (super-linked) contributions,
// read from the upstream per account (scoped there to the user's adviser entities: another adviser's account is
// NOT_FOUND). Input is checked here first, so a malformed filter is BAD_USER_INPUT naming the field before any
// upstream call. Periods are counted in Sydney with the request centre's helper (002 §9).
import type {
  CashLedgerFilter,
  CashLedgerType,
  ContributionType,
  QueryCashAccountContributionsArgs,
  QueryCashAccountTransactionsArgs,
  Resolvers,
} from '../resolvers-types.js';
import { enumValue, type EnumTable } from '@gateway/kit/enum-value.js';
import { fromDate } from '@gateway/kit/period.js';
import { amountRange, bad, day, keyword as keywordOf, MAX_PAGE, pageSize, sydneyDay } from '@gateway/kit/arguments.js';
import { upstreamRange, valueHistory } from '@gateway/kit/account-history.js';
import { getCashHistory, getContributions, getLedger, getScheduledPayments, type ContributionsQuery, type LedgerQuery } from './api/account-cash.js';

export { MAX_PAGE };
const ACCOUNT_ID = /^[A-Za-z0-9-]{1,40}$/;

export type Period = 'ALL' | 'LAST_7_DAYS' | 'LAST_30_DAYS' | 'LAST_90_DAYS' | 'THIS_MONTH' | 'FINANCIAL_YEAR' | 'CUSTOM';

/** What periodRange reads of a ledger or contributions filter. */
type RangeInput = Pick<CashLedgerFilter, 'period' | 'from' | 'to'>;

export function accountId(value: string): string {
  if (!ACCOUNT_ID.test(value)) throw bad('accountId', 'accountId must be an account id');
  return value;
}

/** The from/to of a period, in Sydney days: CUSTOM takes the filter's, every other period ends today. */
export function periodRange(input: RangeInput, now: Date): { from?: string; to?: string } {
  const period = input.period ?? 'ALL';
  const from = day('from', input.from);
  const to = day('to', input.to);
  if (period !== 'CUSTOM') {
    if (from || to) throw bad('period', 'from and to go with period CUSTOM');
    if (period === 'ALL') return {};
    return { from: fromDate(period, now), to: sydneyDay(now) };
  }
  if (!from && !to) throw bad('from', 'a custom period needs from or to');
  if (from && to && from > to) throw bad('to', 'to must not be before from');
  return { from, to };
}

function paging(first: number | null | undefined, after: string | null | undefined, fallback: number) {
  const limit = pageSize(first, fallback);
  if (after && !/^\d{1,7}$/.test(after)) throw bad('after', 'after must be a cursor from endCursor');
  return { limit, offset: after ? Number(after) : 0 };
}

const endCursor = (offset: number, rows: number, limit: number, total: number) => (rows === limit && offset + rows < total ? String(offset + rows) : null);

/** The upstream query of cashAccountTransactions' arguments; throws BAD_USER_INPUT on a malformed one. */
export function ledgerQuery(args: QueryCashAccountTransactionsArgs, now: Date): LedgerQuery {
  const f = args.filter ?? {};
  const range = periodRange(f, now);
  const { minAmount, maxAmount } = amountRange(f.minAmount, f.maxAmount);
  const keyword = keywordOf(f.keyword);
  const { limit, offset } = paging(args.first, args.after, 50);
  return {
    ...range,
    type: f.types?.length ? [...new Set(f.types)].join(',') : undefined,
    minAmount,
    maxAmount,
    keyword,
    sort: (args.sort ?? 'DATE').toLowerCase(),
    order: args.order === 'ASC' ? 'asc' : 'desc',
    limit,
    offset,
  };
}

// ContributionType values against the upstream's spelling (002 §3).
/** Each ContributionType and the upstream's word for it. */
const CONTRIBUTION_TYPES: Record<ContributionType, string> = { PERSONAL: 'Personal', CHILD: 'Child', SPOUSE: 'Spouse', EMPSS: 'EMPSS', EMPSG: 'EMPSG', EMPOTH: 'EMPOTH' };
const CONTRIBUTION_OF = new Map(Object.entries(CONTRIBUTION_TYPES).map(([type, word]) => [word, type]));
const contributionEnum = (upstream: string) => enumValue(CONTRIBUTION_TABLE, CONTRIBUTION_OF.get(upstream) ?? upstream, 'ContributionType');
const CONTRIBUTION_TABLE: EnumTable<ContributionType> = { PERSONAL: true, CHILD: true, SPOUSE: true, EMPSS: true, EMPSG: true, EMPOTH: true };
const LEDGER_TYPES: EnumTable<CashLedgerType> = {
  CREDIT: true, DEBIT: true, BPAY: true, DIRECT_DEBIT: true, DIRECT_CREDIT: true, INTEREST: true, FEE: true, TRANSFER: true, CONTRIBUTION: true,
};

export function contributionsQuery(args: Omit<QueryCashAccountContributionsArgs, 'accountId'>, now: Date): ContributionsQuery {
  const f = args.filter ?? {};
  const range = periodRange(f, now);
  const fy = f.financialYear;
  if (fy !== null && fy !== undefined && (!Number.isInteger(fy) || fy < 1990 || fy > 2100)) throw bad('financialYear', 'financialYear must be the year it starts, 1990 to 2100');
  const { limit, offset } = paging(args.first, args.after, 100);
  return {
    ...range,
    type: f.types?.length ? [...new Set(f.types)].map((t) => CONTRIBUTION_TYPES[t]).join(',') : undefined,
    financialYear: fy ?? undefined,
    limit,
    offset,
  };
}

export const accountCashResolvers = {
  Query: {
    async cashAccountHistory(_, args, ctx) {
      return valueHistory(await getCashHistory(ctx.upstream, accountId(args.accountId), upstreamRange(args.range)));
    },

    async cashAccountTransactions(_, args, ctx) {
      const id = accountId(args.accountId);
      const query = ledgerQuery(args, new Date());
      const res = await getLedger(ctx.upstream, id, query);
      const offset = Number(query.offset);
      return {
        totalCount: res.meta.total_count,
        entries: res.data.map((r) => ({
          id: r.transaction_id,
          date: r.date,
          description: r.description,
          type: enumValue(LEDGER_TYPES, r.type, 'CashLedgerType'),
          direction: r.direction,
          amount: r.amount,
          runningBalance: r.running_balance,
        })),
        endCursor: endCursor(offset, res.data.length, Number(query.limit), res.meta.total_count),
        cashAccountId: res.meta.cash_account?.account_id ?? null,
        cashAccountNumber: res.meta.cash_account?.account_number ?? null,
      };
    },

    async cashAccountScheduledPayments(_, args, ctx) {
      const res = await getScheduledPayments(ctx.upstream, accountId(args.accountId));
      return res.data.map((p) => ({
        id: p.payment_id,
        payeeName: p.payee_name,
        amount: p.amount,
        nextPaymentDate: p.next_payment_date,
        frequency: p.frequency,
        recurring: p.recurring,
        paymentType: p.payment_type,
        lastPaymentDate: p.last_payment_date,
      }));
    },

    async cashAccountContributions(_, args, ctx) {
      const id = accountId(args.accountId);
      const query = contributionsQuery(args, new Date());
      const res = await getContributions(ctx.upstream, id, query);
      return {
        superLinked: res.meta.super_linked,
        totalCount: res.meta.total_count,
        contributions: res.data.map((c) => ({ id: c.transaction_id, date: c.date, type: contributionEnum(c.contribution_type), contributor: c.contributor, amount: c.amount })),
        endCursor: endCursor(Number(query.offset), res.data.length, Number(query.limit), res.meta.total_count),
        totals: res.totals.map((t) => ({ type: contributionEnum(t.contribution_type), amount: t.amount, count: t.count })),
        financialYearFrom: res.meta.financial_year?.from ?? null,
        financialYearTo: res.meta.financial_year?.to ?? null,
      };
    },
  },
} satisfies Resolvers;
