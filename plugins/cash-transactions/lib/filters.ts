// The filter form's values, their rules (data for the kit's resolver) and the GraphQL filter they become once
// valid (pure). Dates are typed dd/MM/yyyy (the kit's date input) and sent as yyyy-MM-dd; amounts are dollars,
// zero or more.
import type { FormRules } from '@kit/form/field-rules';
import { amountRange, amountRangeRules, dateRangeRules, dayRange, keywordOf } from '@kit/form/filter-rules';

export type Direction = 'CREDIT' | 'DEBIT';
export const DIRECTIONS: readonly Direction[] = ['CREDIT', 'DEBIT'];

export interface Draft {
  accountNumber: string;
  from: string;
  to: string;
  minAmount: string;
  maxAmount: string;
  keyword: string;
  direction: '' | Direction;
}

export const EMPTY_DRAFT: Draft = { accountNumber: '', from: '', to: '', minAmount: '', maxAmount: '', keyword: '', direction: '' };

export interface TransactionFilter {
  accountNumber?: string;
  from?: string;
  to?: string;
  minAmount?: string;
  maxAmount?: string;
  keyword?: string;
  direction?: Direction;
}

export const RULES: FormRules<Draft> = {
  ...dateRangeRules<Draft>({ invalid: 'transactions.filter.dateInvalid', order: 'transactions.filter.dateOrder' }),
  ...amountRangeRules<Draft>({ invalid: 'transactions.filter.amountInvalid', order: 'transactions.filter.amountOrder' }),
};

/** The filter of valid values, blanks left out. */
export function toFilter(draft: Draft): TransactionFilter {
  return {
    accountNumber: draft.accountNumber.replace(/\s+/g, '') || undefined,
    ...dayRange(draft.from, draft.to),
    ...amountRange(draft.minAmount, draft.maxAmount),
    keyword: keywordOf(draft.keyword),
    direction: draft.direction || undefined,
  };
}
