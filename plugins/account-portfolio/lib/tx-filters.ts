// The investment transactions filter form's values, their rules (data for the kit's resolver) and the GraphQL
// filter they become once valid (pure). Dates are typed dd/MM/yyyy (the kit's date input) and sent as yyyy-MM-dd;
// amounts are dollars, zero or more.
import type { FormRules } from '@kit/form/field-rules';
import { amountRange, amountRangeRules, dateRangeRules, dayRange, keywordOf } from '@kit/form/filter-rules';
import type { InvestmentPeriod, InvestmentTransactionFilter, InvestmentTransactionType } from '@kit/gql/graphql';

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

export const RULES: FormRules<Draft> = {
  ...dateRangeRules<Draft>({ invalid: 'portfolio.tx.dateInvalid', order: 'portfolio.tx.dateOrder', when: (values) => values.period === 'CUSTOM' }),
  ...amountRangeRules<Draft>({ invalid: 'portfolio.tx.amountInvalid', order: 'portfolio.tx.amountOrder' }),
};

/** The filter of valid values; custom dates only with a custom period. */
export function toFilter(draft: Draft): InvestmentTransactionFilter {
  return {
    period: draft.period || undefined,
    ...(draft.period === 'CUSTOM' ? dayRange(draft.from, draft.to) : {}),
    types: draft.type ? [draft.type] : undefined,
    keyword: keywordOf(draft.keyword),
    ...amountRange(draft.minAmount, draft.maxAmount),
  };
}
