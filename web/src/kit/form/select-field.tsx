// A labelled select on the kit's field, label and input classes (layout.module.css): the filter selects of the
// table tabs and list pages (a news list's product and month, a report's type, year or period), written once.
import { useId } from 'react';
import layout from '../layout/layout.module.css';

export interface SelectOption<V extends string> {
  value: V;
  label: string;
}

export interface SelectFieldProps<V extends string> {
  label: string;
  value: V;
  onChange(value: NoInfer<V>): void;
  options: readonly SelectOption<NoInfer<V>>[];
  /** The label of a first option with the empty value (all products, any date), when the filter has one. */
  any?: string;
  /** Extra classes for the field and for the select (a plugin's own width). */
  className?: string;
  selectClassName?: string;
}

export function SelectField<V extends string>({ label, value, onChange, options, any, className, selectClassName }: SelectFieldProps<V>) {
  const selectId = useId();
  return (
    <div className={className ? `${layout.field} ${className}` : layout.field}>
      <label htmlFor={selectId} className={layout.label}>
        {label}
      </label>
      <select id={selectId} className={selectClassName ? `${layout.input} ${selectClassName}` : layout.input} value={value} onChange={(e) => onChange(e.target.value as V)}>
        {any !== undefined && <option value="">{any}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
