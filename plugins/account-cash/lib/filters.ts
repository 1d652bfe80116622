// The ledger filter form's values and their checks (pure): the draft the adviser types and the GraphQL filter it
// becomes once valid. Dates are typed dd/MM/yyyy (the kit's date input) and sent as yyyy-MM-dd; amounts are dollars,
// zero or more.
import { t } from '@kit/copy';
import { parseDayText } from '@kit/date/day-text';
import type { CashLedgerFilter, CashLedgerPeriod, CashLedgerType } from '@kit/gql/graphql';
import { compareDecimal, filterAmount } from '@kit/money';

export const PERIODS: readonly CashLedgerPeriod[] = ['ALL', 'LAST_7_DAYS', 'LAST_30_DAYS', 'LAST_90_DAYS', 'THIS_MONTH', 'FINANCIAL_YEAR', 'CUSTOM'];
export const LEDGER_TYPES: readonly CashLedgerType[] = ['CREDIT', 'DEBIT', 'BPAY', 'DIRECT_DEBIT', 'DIRECT_CREDIT', 'INTEREST', 'FEE', 'TRANSFER', 'CONTRIBUTION'];

export interface Draft {
  period: CashLedgerPeriod;
  from: string;
  to: string;
  types: CashLedgerType[];
  minAmount: string;
  maxAmount: string;
  keyword: string;
}

export const EMPTY_DRAFT: Draft = { period: 'ALL', from: '', to: '', types: [], minAmount: '', maxAmount: '', keyword: '' };

export type FieldErrors = Partial<Record<'from' | 'to' | 'minAmount' | 'maxAmount', string>>;


/** The custom period's from/to, or errors (shared with the contributions filter). */
export function customRange(draft: Pick<Draft, 'period' | 'from' | 'to'>, errors: FieldErrors): { from?: string; to?: string } {
  if (draft.period !== 'CUSTOM') return {};
  const range: { from?: string; to?: string } = {};
  for (const field of ['from', 'to'] as const) {
    const v = draft[field].trim();
    if (!v) continue;
    const day = parseDayText(v);
    if (day) range[field] = day;
    else errors[field] = t('accountCash.filter.dateInvalid');
  }
  if (!draft.from.trim() && !draft.to.trim()) errors.from = t('accountCash.filter.dateNeeded');
  if (range.from && range.to && range.from > range.to) errors.to = t('accountCash.filter.dateOrder');
  return range;
}

/** The filter of a draft, or the errors by field (messages from copy). */
export function toFilter(draft: Draft): { filter: CashLedgerFilter; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const filter: CashLedgerFilter = {};
  if (draft.period !== 'ALL') filter.period = draft.period;
  Object.assign(filter, customRange(draft, errors));
  if (draft.types.length) filter.types = LEDGER_TYPES.filter((type) => draft.types.includes(type));
  for (const field of ['minAmount', 'maxAmount'] as const) {
    const v = filterAmount(draft[field]);
    if (v === undefined) errors[field] = t('accountCash.filter.amountInvalid');
    else if (v !== null) filter[field] = v;
  }
  if (filter.minAmount != null && filter.maxAmount != null && compareDecimal(filter.minAmount, filter.maxAmount) > 0) errors.maxAmount = t('accountCash.filter.amountOrder');
  const keyword = draft.keyword.trim();
  if (keyword) filter.keyword = keyword.slice(0, 100);
  return { filter, errors };
}

export const hasFilter = (filter: object) => Object.keys(filter).length > 0;
