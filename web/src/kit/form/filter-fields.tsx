// The pieces the table pages' filter forms share: a draft applied on submit (an invalid field keeps the last
// applied filter, says what is wrong beside the field and takes the focus; Clear empties the draft and applies no
// filter), the period select with custom from/to dates (the kit's date input, dd/MM/yyyy), the amount range, the keyword and type checkboxes. Every
// label comes from the caller (already from copy); the caller's stylesheet classes style them.
import { useState, type FormEvent } from 'react';
import { Button } from '../button';
import { DateInput } from '../date/date-input';
import { FormField } from './form-field';

/** The caller's classes for each labelled field (spread onto FormField). */
export interface FieldClasses {
  className?: string;
  labelClassName?: string;
  errorClassName?: string;
}

type Errors = Partial<Record<string, string>>;

/**
 * The draft of a filter form and its submit/clear handlers. `toFilter` turns the draft into the filter or field
 * errors keyed by the control's name; `onApply` receives the filter (an empty one on Clear).
 */
export function useFilterForm<D extends object, F extends object, E extends Errors>(
  empty: D,
  toFilter: (draft: D) => { filter: F; errors: E },
  onApply: (filter: F) => void,
) {
  const [draft, setDraft] = useState<D>(empty);
  const [errors, setErrors] = useState<E>({} as E);
  const set = (patch: Partial<D>) => setDraft((d) => ({ ...d, ...patch }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = toFilter(draft);
    setErrors(result.errors);
    const first = Object.keys(result.errors)[0];
    if (first) {
      event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    onApply(result.filter);
  }

  function clear() {
    setDraft(empty);
    setErrors({} as E);
    // Every filter's fields are optional: the empty filter means "no filter".
    onApply({} as F);
  }

  return { draft, errors, set, submit, clear };
}

export interface DateRangeFieldsProps {
  from: string;
  to: string;
  errors?: { from?: string; to?: string };
  labels: { from: string; to: string };
  onChange(patch: { from?: string; to?: string }): void;
  field: FieldClasses;
}

/** From and to dates as typed, dd/MM/yyyy (inputs named `from` and `to`); the caller's toFilter reads them. */
export function DateRangeFields({ from, to, errors, labels, onChange, field }: DateRangeFieldsProps) {
  return (
    <>
      <DateInput label={labels.from} name="from" value={from} error={errors?.from} onChange={(text) => onChange({ from: text })} {...field} />
      <DateInput label={labels.to} name="to" value={to} error={errors?.to} onChange={(text) => onChange({ to: text })} {...field} />
    </>
  );
}

export interface PeriodFieldsProps<P extends string> {
  period: P;
  from: string;
  to: string;
  /** The periods offered, in order; 'CUSTOM' shows the from and to dates. */
  periods: readonly Exclude<P, ''>[];
  periodLabel(period: Exclude<P, ''>): string;
  /** A first option with the empty value (any date), when the form has one. */
  allLabel?: string;
  errors?: { from?: string; to?: string };
  labels: { period: string; from: string; to: string };
  onChange(patch: { period?: P; from?: string; to?: string }): void;
  field: FieldClasses;
}

/** The period select (named `period`) and, for a custom period, the from and to dates. */
export function PeriodFields<P extends string>({ period, from, to, periods, periodLabel, allLabel, errors, labels, onChange, field }: PeriodFieldsProps<P>) {
  return (
    <>
      <FormField label={labels.period} {...field}>
        <select name="period" value={period} onChange={(e) => onChange({ period: e.target.value as P })}>
          {allLabel !== undefined && <option value="">{allLabel}</option>}
          {periods.map((p) => (
            <option key={p} value={p}>
              {periodLabel(p)}
            </option>
          ))}
        </select>
      </FormField>
      {period === 'CUSTOM' && <DateRangeFields from={from} to={to} errors={errors} labels={labels} onChange={onChange} field={field} />}
    </>
  );
}

export interface AmountRangeFieldsProps {
  minAmount: string;
  maxAmount: string;
  errors?: { minAmount?: string; maxAmount?: string };
  labels: { min: string; max: string };
  onChange(patch: { minAmount?: string; maxAmount?: string }): void;
  field: FieldClasses;
}

/** Minimum and maximum amount (inputs named `minAmount` and `maxAmount`, decimal keyboard). */
export function AmountRangeFields({ minAmount, maxAmount, errors, labels, onChange, field }: AmountRangeFieldsProps) {
  return (
    <>
      <FormField label={labels.min} error={errors?.minAmount} {...field}>
        <input name="minAmount" inputMode="decimal" value={minAmount} onChange={(e) => onChange({ minAmount: e.target.value })} />
      </FormField>
      <FormField label={labels.max} error={errors?.maxAmount} {...field}>
        <input name="maxAmount" inputMode="decimal" value={maxAmount} onChange={(e) => onChange({ maxAmount: e.target.value })} />
      </FormField>
    </>
  );
}

export interface KeywordFieldProps {
  value: string;
  label: string;
  error?: string;
  onChange(keyword: string): void;
  field: FieldClasses;
}

/** A free-text keyword (input named `keyword`, at most 100 characters). */
export function KeywordField({ value, label, error, onChange, field }: KeywordFieldProps) {
  return (
    <FormField label={label} error={error} {...field}>
      <input name="keyword" maxLength={100} value={value} onChange={(e) => onChange(e.target.value)} />
    </FormField>
  );
}

export interface TypeCheckboxesProps<T extends string> {
  legend: string;
  options: readonly T[];
  selected: readonly T[];
  optionLabel(type: T): string;
  onChange(types: T[]): void;
  classes: { fieldset?: string; legend?: string; option?: string };
}

/** A fieldset of checkboxes (named `type`), one per option. */
export function TypeCheckboxes<T extends string>({ legend, options, selected, optionLabel, onChange, classes }: TypeCheckboxesProps<T>) {
  const toggle = (type: T, on: boolean) => onChange(on ? [...selected, type] : selected.filter((x) => x !== type));
  return (
    <fieldset className={classes.fieldset}>
      <legend className={classes.legend}>{legend}</legend>
      {options.map((type) => (
        <label key={type} className={classes.option}>
          <input type="checkbox" name="type" value={type} checked={selected.includes(type)} onChange={(e) => toggle(type, e.target.checked)} />
          {optionLabel(type)}
        </label>
      ))}
    </fieldset>
  );
}

export interface FilterActionsProps {
  className?: string;
  applyLabel: string;
  clearLabel: string;
  onClear(): void;
}

/** Apply (submits the form) and Clear. */
export function FilterActions({ className, applyLabel, clearLabel, onClear }: FilterActionsProps) {
  return (
    <div className={className}>
      <Button type="submit">{applyLabel}</Button>
      <Button variant="secondary" onClick={onClear}>
        {clearLabel}
      </Button>
    </div>
  );
}
