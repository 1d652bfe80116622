// The account filter values of 000 §3 as the results page keeps them, and the gateway's AccountFilter.
import type { AccountFilter, AccountType } from '@kit/gql/graphql';
export type AccountStatus = 'Active' | 'Closed' | 'Pending' | 'Deleted';
export const ACCOUNT_STATUSES: readonly AccountStatus[] = ['Active', 'Closed', 'Pending', 'Deleted'];
/** 000 §9: the default account status filter. */
export const DEFAULT_STATUSES: readonly AccountStatus[] = ['Active'];

export interface FilterValues {
  keyword: string;
  accountStatus: AccountStatus[];
  /** An adviser entity key, or '' for all. */
  adviserCode: string;
  /** A product code, or '' for all. */
  productCode: string;
  accountTypes: string[];
  /** yyyy-MM-dd, or '' */
  openDateFrom: string;
  openDateTo: string;
  closeDateFrom: string;
  closeDateTo: string;
  /** Money text. */
  fromAmount: string | null;
  /** Money text. */
  toAmount: string | null;
  favourites: boolean;
}

export const EMPTY_FILTERS: FilterValues = {
  keyword: '',
  accountStatus: [...DEFAULT_STATUSES],
  adviserCode: '',
  productCode: '',
  accountTypes: [],
  openDateFrom: '',
  openDateTo: '',
  closeDateFrom: '',
  closeDateTo: '',
  fromAmount: null,
  toAmount: null,
  favourites: false,
};

/** Any filter form value beyond the defaults (002 §4: decides noFilteredData over noData). */
export function hasFilterValues(values: FilterValues): boolean {
  const statuses = [...values.accountStatus].sort().join(',');
  return (
    statuses !== [...DEFAULT_STATUSES].sort().join(',') ||
    Boolean(values.keyword.trim() || values.adviserCode || values.productCode || values.accountTypes.length) ||
    Boolean(values.openDateFrom || values.openDateTo || values.closeDateFrom || values.closeDateTo) ||
    values.fromAmount != null ||
    values.toAmount != null ||
    values.favourites
  );
}

/** The gateway's AccountFilter input, as generated from its SDL. */
export type AccountFilterInput = AccountFilter;

/**
 * The gateway's AccountFilter. Dates go as yyyy-MM-dd and amounts as numbers: the gateway sends them
 * upstream as yyyy-MM-dd'T'00:00:00'Z' / 23:59:59 and with 2 decimals (000 §5). All statuses chosen
 * sends none (000 §5: all pill options selected means no filter; the gateway then sends Active,Closed
 * by default, so "all" is sent explicitly instead to keep Pending and Deleted).
 */
export function toAccountFilter(values: FilterValues, adviserCodes: string[] | undefined): AccountFilterInput {
  const filter: AccountFilterInput = {};
  if (values.keyword.trim()) filter.keyword = values.keyword.trim();
  if (values.accountStatus.length) filter.accountStatus = values.accountStatus;
  if (values.accountTypes.length) filter.accountTypes = values.accountTypes as AccountType[];
  if (adviserCodes?.length) filter.adviserCodes = adviserCodes;
  if (values.productCode) filter.productCodes = [values.productCode];
  if (values.openDateFrom) filter.openDateFrom = values.openDateFrom;
  if (values.openDateTo) filter.openDateTo = values.openDateTo;
  if (values.closeDateFrom) filter.closeDateFrom = values.closeDateFrom;
  if (values.closeDateTo) filter.closeDateTo = values.closeDateTo;
  if (values.fromAmount != null) filter.fromAmount = values.fromAmount;
  if (values.toAmount != null) filter.toAmount = values.toAmount;
  if (values.favourites) filter.favourites = true;
  return filter;
}
