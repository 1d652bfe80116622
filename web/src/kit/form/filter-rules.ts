// The rules and values the table pages' filter forms share (docs/architecture.md, "Forms"): a date range typed
// dd/MM/yyyy and an amount range in dollars, as rules (data for the kit resolver, messages by the caller's copy
// keys) and as the filter they become once valid. Pure: a form's lib reads them without loading the calendar.
import type { CopyKey } from '../copy';
import { parseDayText } from '../date/day-text';
import { compareDecimal, filterAmount } from '../money';
import type { FieldRule, FormRules } from './field-rules';

type Values = Record<string, unknown>;
const text = (values: Values, name: string) => String(values[name] ?? '').trim();
/** A typed day (dd/MM/yyyy) as yyyy-MM-dd: undefined when empty, null when it is not a day. */
export const dayOf = (typed: string): string | null | undefined => (typed.trim() ? parseDayText(typed) : undefined);

export interface DateRangeRuleOptions<T> {
  /** Not a dd/MM/yyyy day. */
  invalid: CopyKey;
  /** The from day after the to day (said at the to field). */
  order: CopyKey;
  /** Neither day typed (said at the from field); both may be empty when omitted. */
  needed?: CopyKey;
  /** The range applies only while this holds (a custom period). */
  when?: (values: T) => boolean;
  /** The fields' names, `from` and `to` unless said. */
  names?: readonly [from: string, to: string];
}

/** A typed day is a day (dd/MM/yyyy); an empty field is not judged. */
export const dayRule = <T>(invalid: CopyKey, when?: (values: T) => boolean): FieldRule<T> => ({
  when,
  check: (typed: string) => (dayOf(typed) === null ? invalid : null),
});

/** A typed amount is dollars, zero or more, in whole cents; an empty field is not judged. */
export const amountRule = <T>(invalid: CopyKey): FieldRule<T> => ({ check: (typed: string) => (filterAmount(typed) === undefined ? invalid : null) });

/** Each typed day is a day, and the from day is not after the to day. */
export function dateRangeRules<T>({ invalid, order, needed, when, names = ['from', 'to'] }: DateRangeRuleOptions<T>): FormRules<T> {
  const [from, to] = names;
  const isDay = dayRule(invalid, when);
  const fromRules: FieldRule<T>[] = [isDay];
  if (needed) fromRules.push({ when, check: (_: string, values: T) => (!text(values as Values, from) && !text(values as Values, to) ? needed : null) });
  const inOrder: FieldRule<T> = {
    when,
    check: (typed: string, values: T) => {
      const start = dayOf(text(values as Values, from));
      const end = dayOf(typed);
      return start && end && start > end ? order : null;
    },
  };
  return { [from]: fromRules, [to]: [isDay, inOrder] };
}

export interface AmountRangeRuleOptions {
  /** Not an amount of dollars, zero or more, in whole cents. */
  invalid: CopyKey;
  /** The minimum above the maximum (said at the maximum). */
  order: CopyKey;
}

/** `minAmount` and `maxAmount` are amounts, the minimum not above the maximum (by value, not as text). */
export function amountRangeRules<T>({ invalid, order }: AmountRangeRuleOptions): FormRules<T> {
  const isAmount = amountRule<T>(invalid);
  const inOrder: FieldRule<T> = {
    check: (typed: string, values: T) => {
      const min = filterAmount(text(values as Values, 'minAmount'));
      const max = filterAmount(typed);
      return min && max && compareDecimal(min, max) > 0 ? order : null;
    },
  };
  return { minAmount: [isAmount], maxAmount: [isAmount, inOrder] };
}

/** The typed days of a valid range as yyyy-MM-dd, leaving out an empty end. */
export function dayRange(from: string, to: string): { from?: string; to?: string } {
  const range: { from?: string; to?: string } = {};
  const start = dayOf(from);
  const end = dayOf(to);
  if (start) range.from = start;
  if (end) range.to = end;
  return range;
}

/** The amounts of a valid range as money text, leaving out an empty end. */
export function amountRange(minAmount: string, maxAmount: string): { minAmount?: string; maxAmount?: string } {
  const range: { minAmount?: string; maxAmount?: string } = {};
  const min = filterAmount(minAmount);
  const max = filterAmount(maxAmount);
  if (min) range.minAmount = min;
  if (max) range.maxAmount = max;
  return range;
}

/** A keyword as sent: trimmed, at most 100 characters; undefined when empty. */
export const keywordOf = (typed: string): string | undefined => typed.trim().slice(0, 100) || undefined;

/** Whether a filter has anything in it (an empty filter is "no filter": the table says noData, not noFilteredData). */
export const hasFilter = (filter: object) => Object.values(filter).some((value) => value !== undefined);
