// The GraphQL account filter as the intermediary v2 search's query string and advisers header (000 §5, §7).
import type { QueryValue } from '../../upstream/build-url.js';
import { amountParam, fromDateParam, toDateParam } from './filter-params.js';
import { keywordParam } from '@gateway/kit/accounts/keyword-tokens.js';

export interface AccountFilterInput {
  keyword?: string | null;
  accountStatus?: string[] | null;
  accountTypes?: string[] | null;
  businessVentures?: string[] | null;
  adviserCodes?: string[] | null;
  productCodes?: string[] | null;
  openDateFrom?: string | null;
  openDateTo?: string | null;
  closeDateFrom?: string | null;
  closeDateTo?: string | null;
  fromAmount?: string | null;
  toAmount?: string | null;
  favourites?: boolean | null;
  accountIds?: string[] | null;
}

export interface AccountSortInput {
  columns: string[];
  order?: 'ASC' | 'DESC' | null;
}

const SORT_COLUMNS: Record<string, string> = {
  ACCOUNT_NAME: 'account_short_name',
  ACCOUNT_TYPE: 'account_type',
  ACCOUNT_NUMBER: 'account_number',
  BALANCE: 'balance',
  OPEN_DATE: 'open_date',
  CLOSE_DATE: 'close_date',
};

/** 000 §9: account_short_name then account_type. */
const DEFAULT_SORT = ['account_short_name', 'account_type'];
/** 000 §5: no status chosen sends both Active and Closed. */
const DEFAULT_STATUSES = ['Active', 'Closed'];
export const DEFAULT_PAGE_SIZE = 25;
const MAX_PAGE_SIZE = 100;

const list = (values?: readonly string[] | null) => (values && values.length > 0 ? values : undefined);

export interface AccountQueryInput {
  filter?: AccountFilterInput | null;
  first?: number | null;
  after?: string | null;
  sort?: AccountSortInput | null;
  badge?: string;
  /** Overrides filter.accountIds (the favourites path resolves them first). */
  accountIds?: readonly string[];
}

export function buildAccountQuery(input: AccountQueryInput): { query: Record<string, QueryValue>; advisers?: string } {
  const filter = input.filter ?? {};
  const columns = input.sort?.columns?.map((column) => SORT_COLUMNS[column]).filter(Boolean) ?? [];
  const query: Record<string, QueryValue> = {
    keyword: keywordParam(filter.keyword),
    accountStatus: list(filter.accountStatus) ?? DEFAULT_STATUSES,
    accountType: list(filter.accountTypes),
    businessVenture: list(filter.businessVentures),
    productCodes: list(filter.productCodes),
    accountIds: list(input.accountIds ?? filter.accountIds),
    openDateFrom: filter.openDateFrom ? fromDateParam(filter.openDateFrom, 'openDateFrom') : undefined,
    openDateTo: filter.openDateTo ? toDateParam(filter.openDateTo, 'openDateTo') : undefined,
    closeDateFrom: filter.closeDateFrom ? fromDateParam(filter.closeDateFrom, 'closeDateFrom') : undefined,
    closeDateTo: filter.closeDateTo ? toDateParam(filter.closeDateTo, 'closeDateTo') : undefined,
    fromAmount: filter.fromAmount != null ? amountParam(filter.fromAmount, 'fromAmount') : undefined,
    toAmount: filter.toAmount != null ? amountParam(filter.toAmount, 'toAmount') : undefined,
    badge: input.badge,
    sortColumn: columns.length > 0 ? columns : DEFAULT_SORT,
    sortOrder: (input.sort?.order ?? 'ASC').toLowerCase(),
    limit: Math.min(MAX_PAGE_SIZE, Math.max(1, Math.trunc(input.first ?? DEFAULT_PAGE_SIZE))),
    endCursor: input.after || undefined,
  };
  return { query, advisers: list(filter.adviserCodes)?.join(',') };
}
