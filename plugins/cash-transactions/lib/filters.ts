// The filter form's values and their checks (pure): the draft the adviser types, and the GraphQL filter it
// becomes once valid. Dates are typed dd/MM/yyyy (the kit's date input) and sent as yyyy-MM-dd; amounts are dollars,
// zero or more.
import { t } from '@kit/copy';
import { parseDayText } from '@kit/date/day-text';
import { compareDecimal, filterAmount } from '@kit/money';

export type Direction = 'CREDIT' | 'DEBIT';

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

export type FieldErrors = Partial<Record<keyof Draft, string>>;


/** The filter of a draft, or the errors by field (messages from copy). */
export function toFilter(draft: Draft): { filter: TransactionFilter; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const filter: TransactionFilter = {};
  const account = draft.accountNumber.replace(/\s+/g, '');
  if (account) filter.accountNumber = account;
  for (const field of ['from', 'to'] as const) {
    const v = draft[field].trim();
    if (!v) continue;
    const day = parseDayText(v);
    if (day) filter[field] = day;
    else errors[field] = t('transactions.filter.dateInvalid');
  }
  if (filter.from && filter.to && filter.from > filter.to) errors.to = t('transactions.filter.dateOrder');
  for (const field of ['minAmount', 'maxAmount'] as const) {
    const v = filterAmount(draft[field]);
    if (v === undefined) errors[field] = t('transactions.filter.amountInvalid');
    else if (v !== null) filter[field] = v;
  }
  if (filter.minAmount !== undefined && filter.maxAmount !== undefined && compareDecimal(filter.minAmount, filter.maxAmount) > 0) {
    errors.maxAmount = t('transactions.filter.amountOrder');
  }
  const keyword = draft.keyword.trim();
  if (keyword) filter.keyword = keyword.slice(0, 100);
  if (draft.direction) filter.direction = draft.direction;
  return { filter, errors };
}

export const hasFilter = (filter: TransactionFilter) => Object.keys(filter).length > 0;
