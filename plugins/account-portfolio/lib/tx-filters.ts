// The investment transactions filter form's values and their checks (pure): the draft the adviser types and the
// GraphQL filter it becomes once valid. Dates are typed dd/MM/yyyy (the kit's date input) and sent as yyyy-MM-dd;
// amounts are dollars, zero or more.
import { t } from '@kit/copy';
import type { InvestmentPeriod, InvestmentTransactionFilter, InvestmentTransactionType } from '@kit/gql/graphql';
import { parseDayText } from '@kit/date/day-text';
import { compareDecimal, filterAmount } from '@kit/money';

export const PERIODS: readonly InvestmentPeriod[] = ['LAST_7_DAYS', 'LAST_30_DAYS', 'LAST_90_DAYS', 'THIS_MONTH', 'FINANCIAL_YEAR', 'CUSTOM'];
export const TYPES: readonly InvestmentTransactionType[] = ['BUY', 'SELL', 'DISTRIBUTION', 'DRP', 'SPLIT'];

export interface Draft {
  period: '' | InvestmentPeriod;
  from: string;
  to: string;
  type: '' | InvestmentTransactionType;
  keyword: string;
  minAmount: string;
  maxAmount: string;
}

export const EMPTY_DRAFT: Draft = { period: '', from: '', to: '', type: '', keyword: '', minAmount: '', maxAmount: '' };
export type FieldErrors = Partial<Record<keyof Draft, string>>;


export function toFilter(draft: Draft): { filter: InvestmentTransactionFilter; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const filter: InvestmentTransactionFilter = {};
  if (draft.period) filter.period = draft.period;
  if (draft.period === 'CUSTOM') {
    for (const field of ['from', 'to'] as const) {
      const v = draft[field].trim();
      if (!v) continue;
      const day = parseDayText(v);
      if (day) filter[field] = day;
      else errors[field] = t('portfolio.tx.dateInvalid');
    }
    if (filter.from && filter.to && filter.from > filter.to) errors.to = t('portfolio.tx.dateOrder');
  }
  if (draft.type) filter.types = [draft.type];
  const keyword = draft.keyword.trim();
  if (keyword) filter.keyword = keyword.slice(0, 100);
  for (const field of ['minAmount', 'maxAmount'] as const) {
    const v = filterAmount(draft[field]);
    if (v === undefined) errors[field] = t('portfolio.tx.amountInvalid');
    else if (v !== null) filter[field] = v;
  }
  if (filter.minAmount != null && filter.maxAmount != null && compareDecimal(filter.minAmount, filter.maxAmount) > 0) errors.maxAmount = t('portfolio.tx.amountOrder');
  return { filter, errors };
}

export const hasFilter = (filter: InvestmentTransactionFilter) => Object.keys(filter).length > 0;
