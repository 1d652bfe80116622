// The ledger filter form's values, their rules (data for the kit's resolver) and the GraphQL filter they become
// once valid (pure). Dates are typed dd/MM/yyyy (the kit's date input) and sent as yyyy-MM-dd; amounts are dollars,
// zero or more.
import { amountRange, amountRangeRules, dateRangeRules, dayRange, keywordOf } from '@kit/form/filter-rules';
import type { FormRules } from '@kit/form/field-rules';
import type { CashLedgerFilter, CashLedgerPeriod, CashLedgerType } from '@kit/gql/graphql';

export const PERIODS: readonly CashLedgerPeriod[] = ['ALL', 'LAST_7_DAYS', 'LAST_30_DAYS', 'LAST_90_DAYS', 'THIS_MONTH', 'FINANCIAL_YEAR', 'CUSTOM'];
export const LEDGER_TYPES: readonly CashLedgerType[] = ['CREDIT', 'DEBIT', 'BPAY', 'DIRECT_DEBIT', 'DIRECT_CREDIT', 'INTEREST', 'FEE', 'TRANSFER', 'CONTRIBUTION'];

/** The period and its custom dates, as the ledger and the contributions filters both have them. */
export interface PeriodValues {
  period: CashLedgerPeriod;
  from: string;
  to: string;
}

export interface Draft extends PeriodValues {
  types: CashLedgerType[];
  minAmount: string;
  maxAmount: string;
  keyword: string;
}

export const EMPTY_DRAFT: Draft = { period: 'ALL', from: '', to: '', types: [], minAmount: '', maxAmount: '', keyword: '' };

/** A custom period needs a from or a to day (shared with the contributions filter). */
export const periodRules = <T extends PeriodValues>(): FormRules<T> =>
  dateRangeRules<T>({
    invalid: 'accountCash.filter.dateInvalid',
    order: 'accountCash.filter.dateOrder',
    needed: 'accountCash.filter.dateNeeded',
    when: (values) => values.period === 'CUSTOM',
  });

export const RULES: FormRules<Draft> = {
  ...periodRules<Draft>(),
  ...amountRangeRules<Draft>({ invalid: 'accountCash.filter.amountInvalid', order: 'accountCash.filter.amountOrder' }),
};

/** The period part of a filter: the period unless ALL, and a custom period's days. */
export function periodFilter({ period, from, to }: PeriodValues): { period?: CashLedgerPeriod; from?: string; to?: string } {
  if (period === 'ALL') return {};
  return period === 'CUSTOM' ? { period, ...dayRange(from, to) } : { period };
}

/** The filter of valid values. */
export function toFilter(draft: Draft): CashLedgerFilter {
  return {
    ...periodFilter(draft),
    types: draft.types.length ? LEDGER_TYPES.filter((type) => draft.types.includes(type)) : undefined,
    ...amountRange(draft.minAmount, draft.maxAmount),
    keyword: keywordOf(draft.keyword),
  };
}
