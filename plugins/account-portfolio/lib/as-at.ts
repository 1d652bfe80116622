// The valuation date the adviser picks, as the as-at form's rules (data for the kit's resolver): a real day typed
// dd/MM/yyyy, not in the future, not before the account opened.
import { parseDayText } from '@kit/date/day-text';
import type { FormRules } from '@kit/form/field-rules';
import { formatDay } from '@kit/format-values';

export interface AsAtValues {
  /** dd/MM/yyyy as typed or picked. */
  asAt: string;
}

/** The as-at field's rules; `today` and `openedDate` are yyyy-MM-dd (no opening day known yet: null). */
export function asAtRules(today: string, openedDate: string | null): FormRules<AsAtValues> {
  const day = (typed: string) => parseDayText(typed) ?? '';
  return {
    asAt: [
      { check: (typed: string) => (day(typed) ? null : 'portfolio.valuation.dateInvalid') },
      { check: (typed: string) => (day(typed) > today ? 'portfolio.valuation.dateFuture' : null) },
      {
        check: (typed: string) => (openedDate && day(typed) < openedDate ? 'portfolio.valuation.dateBeforeOpen' : null),
        vars: () => ({ date: formatDay(openedDate ?? '') }),
      },
    ],
  };
}
