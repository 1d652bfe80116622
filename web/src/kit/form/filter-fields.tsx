// The table pages' filter forms (docs/architecture.md, "Forms"): one react-hook-form form per panel, its rules as
// data read by the kit resolver, applied on submit (an invalid field keeps the last applied filter, says what is
// wrong beside the field and takes the focus; Clear empties the form and applies the empty filter). The fields
// read the form from context: the period select with custom from/to dates (the kit's date input, dd/MM/yyyy),
// date and amount ranges, the keyword, selects, text inputs and a group of checkboxes. Every label comes from the
// caller (already from copy); the kit's table-page classes style them unless the caller passes its own.
import type { ReactNode } from 'react';
import {
  FormProvider, useController, useForm, useFormContext, useFormState, useWatch, type Control, type DefaultValues, type FieldValues, type Path, type UseFormReturn,
} from 'react-hook-form';
import { Button } from '../button';
import { DateInput } from '../date/date-input';
import styles from '../table/table-page.module.css';
import { fieldRules, type FormRules } from './field-rules';
import { FormField } from './form-field';

/** The classes of each labelled field (spread onto FormField); the kit's table-page classes by default. */
export interface FieldClasses {
  className?: string;
  labelClassName?: string;
  errorClassName?: string;
}

/** The kit's classes of a filter field. */
const FILTER_FIELD: FieldClasses = { className: styles.field, labelClassName: styles.label, errorClassName: styles.error };

export interface FilterFormOptions<D extends FieldValues, F> {
  /** The values of the empty form (Clear returns to them). */
  empty: D;
  /** The values the form opens with (the filter already applied), the empty form's unless said. */
  initial?: D;
  rules: FormRules<D>;
  /** The filter of valid values. */
  toFilter(values: D): F;
  onApply(filter: F): void;
}

export interface FilterFormState<D extends FieldValues> {
  form: UseFormReturn<D>;
  /** The form's submit handler: checks the rules, then applies the filter. */
  apply(event?: { preventDefault(): void }): Promise<void>;
  /** Empties the form and applies the empty filter. */
  clear(): void;
}

/** A filter form's react-hook-form state, applied on submit and cleared by Clear. */
export function useFilterForm<D extends FieldValues, F>({ empty, initial, rules, toFilter, onApply }: FilterFormOptions<D, F>): FilterFormState<D> {
  // The fields register as they appear (custom dates after the amounts), so react-hook-form's own focus would not
  // follow the page: the first control of the form, in its order, with a message takes the focus instead.
  const form = useForm<D>({ defaultValues: (initial ?? empty) as DefaultValues<D>, resolver: fieldRules(rules), shouldFocusError: false });
  const focusFirst = (errors: object, event?: { target?: unknown }) => {
    const controls = Array.from((event?.target as HTMLFormElement | undefined)?.elements ?? []) as HTMLInputElement[];
    controls.find((control) => control.name && control.name in errors)?.focus();
  };
  return {
    form,
    apply: form.handleSubmit((values) => onApply(toFilter(values)), focusFirst),
    clear: () => {
      form.reset(empty);
      onApply(toFilter(empty));
    },
  };
}

export interface FilterFormProps<D extends FieldValues> {
  state: FilterFormState<D>;
  /** The form's accessible name. */
  label: string;
  applyLabel: string;
  clearLabel: string;
  /** Below the grid of fields, above the actions (a group of checkboxes). */
  extra?: ReactNode;
  /** A class of the caller's beside the kit's grid of fields (its columns on a wide page). */
  gridClassName?: string;
  /** The fields, in a grid. */
  children: ReactNode;
}

/** A filter panel: the fields in a grid, anything below them, then Apply (submits) and Clear. */
export function FilterForm<D extends FieldValues>({ state, label, applyLabel, clearLabel, extra, gridClassName, children }: FilterFormProps<D>) {
  return (
    <FormProvider {...state.form}>
      <form className={styles.filters} aria-label={label} onSubmit={(event) => void state.apply(event)} noValidate>
        <div className={gridClassName ? `${styles.filterGrid} ${gridClassName}` : styles.filterGrid}>{children}</div>
        {extra}
        <div className={styles.actions}>
          <Button type="submit">{applyLabel}</Button>
          <Button variant="secondary" onClick={state.clear}>
            {clearLabel}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}

/** The message of a field of the form in context, already from copy. */
function useFieldError(name: string): string | undefined {
  const { errors } = useFormState({ name });
  return errors[name]?.message as string | undefined;
}

interface NamedField {
  name: string;
  label: string;
  field?: FieldClasses;
}

export interface DateFieldProps<T extends FieldValues = FieldValues> extends NamedField {
  name: Path<T>;
  /** The form's control, where the field is not inside a FormProvider (a page's own form). */
  control?: Control<T>;
  /** Shown under the input instead of the format, already from copy. */
  hint?: string;
  min?: string;
  max?: string;
  /** The month the calendar opens on while the field is empty (yyyy-MM-dd). */
  initialDay?: string;
  required?: boolean;
}

/**
 * A date typed dd/MM/yyyy or picked from the kit's calendar; the form's rules read the text and its message shows
 * under it. The one react-hook-form date field: a filter panel's (from context) and a page form's (its control).
 */
export function DateField<T extends FieldValues = FieldValues>({ name, label, field = FILTER_FIELD, control, hint, min, max, initialDay, required }: DateFieldProps<T>) {
  const { field: input, fieldState } = useController({ name, control });
  return (
    <DateInput
      label={label}
      name={name}
      value={input.value as string}
      inputRef={input.ref}
      onChange={input.onChange}
      onBlur={input.onBlur}
      error={fieldState.error?.message}
      hint={hint}
      min={min}
      max={max}
      initialDay={initialDay}
      required={required}
      {...field}
    />
  );
}

export interface DateRangeFieldsProps {
  labels: { from: string; to: string };
  /** The fields' names, `from` and `to` unless said. */
  names?: readonly [from: string, to: string];
  field?: FieldClasses;
}

/** From and to dates as typed, dd/MM/yyyy. */
export function DateRangeFields({ labels, names = ['from', 'to'], field }: DateRangeFieldsProps) {
  return (
    <>
      <DateField name={names[0]} label={labels.from} field={field} />
      <DateField name={names[1]} label={labels.to} field={field} />
    </>
  );
}

/** A free-text input registered under its name (the form's rules read it). */
export function TextField({ name, label, field = FILTER_FIELD, inputMode, maxLength, autoComplete }: NamedField & { inputMode?: 'decimal' | 'numeric'; maxLength?: number; autoComplete?: string }) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  return (
    <FormField label={label} error={error} {...field}>
      <input inputMode={inputMode} maxLength={maxLength} autoComplete={autoComplete} {...register(name)} />
    </FormField>
  );
}

export interface FilterSelectProps<V extends string> extends NamedField {
  /** The options' values, in order (a value may repeat: each option is its own). */
  options: readonly V[];
  optionLabel(option: V, index: number): string;
  /** A first option with the empty value (all), when the select has one. */
  allLabel?: string;
}

/** A select of the given options. */
export function FilterSelect<V extends string>({ name, label, field = FILTER_FIELD, options, optionLabel, allLabel }: FilterSelectProps<V>) {
  const { register } = useFormContext();
  return (
    <FormField label={label} {...field}>
      <select {...register(name)}>
        {allLabel !== undefined && <option value="">{allLabel}</option>}
        {options.map((option, index) => (
          <option key={`${option}:${index}`} value={option}>
            {optionLabel(option, index)}
          </option>
        ))}
      </select>
    </FormField>
  );
}

export interface PeriodFieldsProps<P extends string> {
  /** The periods offered, in order; 'CUSTOM' shows the from and to dates. */
  periods: readonly P[];
  periodLabel(period: P): string;
  /** A first option with the empty value (any date), when the form has one. */
  allLabel?: string;
  labels: { period: string; from: string; to: string };
  field?: FieldClasses;
}

/** The period select (named `period`) and, for a custom period, the from and to dates. */
export function PeriodFields<P extends string>({ periods, periodLabel, allLabel, labels, field }: PeriodFieldsProps<P>) {
  const period = useWatch({ name: 'period' }) as string;
  return (
    <>
      <FilterSelect name="period" label={labels.period} options={periods} optionLabel={periodLabel} allLabel={allLabel} field={field} />
      {period === 'CUSTOM' && <DateRangeFields labels={labels} field={field} />}
    </>
  );
}

/** Minimum and maximum amount (named `minAmount` and `maxAmount`, decimal keyboard). */
export function AmountRangeFields({ labels, field }: { labels: { min: string; max: string }; field?: FieldClasses }) {
  return (
    <>
      <TextField name="minAmount" label={labels.min} inputMode="decimal" field={field} />
      <TextField name="maxAmount" label={labels.max} inputMode="decimal" field={field} />
    </>
  );
}

/** A free-text keyword (named `keyword`, at most 100 characters). */
export function KeywordField({ label, field }: { label: string; field?: FieldClasses }) {
  return <TextField name="keyword" label={label} maxLength={100} field={field} />;
}

export interface CheckboxGroupProps<T extends string> {
  /** The field holding the list of checked options (`types` unless said). */
  name?: string;
  legend: string;
  options: readonly T[];
  optionLabel(option: T): string;
  /** A class of the caller's for the fieldset (its place in a grid). */
  className?: string;
}

/** A fieldset of checkboxes, one per option; the field holds the checked options in the options' order. */
export function CheckboxGroup<T extends string>({ name = 'types', legend, options, optionLabel, className }: CheckboxGroupProps<T>) {
  const { field } = useController({ name });
  const selected = field.value as T[];
  const toggle = (option: T, on: boolean) => field.onChange(options.filter((o) => (o === option ? on : selected.includes(o))));
  return (
    <fieldset className={className ? `${styles.checks} ${className}` : styles.checks}>
      <legend className={styles.label}>{legend}</legend>
      {options.map((option) => (
        <label key={option} className={styles.check}>
          <input type="checkbox" name={name} value={option} checked={selected.includes(option)} onChange={(e) => toggle(option, e.target.checked)} />
          {optionLabel(option)}
        </label>
      ))}
    </fieldset>
  );
}

/** One checkbox for a yes-or-no filter (favourites only). */
export function CheckboxField({ name, label }: { name: string; label: string }) {
  const { register } = useFormContext();
  return (
    <label className={styles.check}>
      <input type="checkbox" {...register(name)} />
      {label}
    </label>
  );
}
