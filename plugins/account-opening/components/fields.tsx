// The wizard's fields on the kit's FormField: a text input registered with the step's form, a select of choices and
// a radio group, each with its rule as a hint and its message at the field.
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { t, type CopyKey } from '@kit/copy';
import { FormField } from '@kit/form/form-field';
import { layout } from '@kit/layout';
import { choice } from '../lib/labels';
import styles from './account-opening.module.css';

const fieldProps = { className: layout.field, labelClassName: layout.label, hintClassName: layout.hint, errorClassName: layout.error };

interface Common<T extends FieldValues> { form: UseFormReturn<T>; name: Path<T>; label: CopyKey; hint?: CopyKey; hintVars?: Record<string, string | number> }

const errorOf = <T extends FieldValues>(form: UseFormReturn<T>, name: Path<T>) => form.formState.errors[name]?.message as string | undefined;

export function TextField<T extends FieldValues>({ form, name, label, hint, hintVars, inputMode, autoComplete }: Common<T> & { inputMode?: 'decimal' | 'numeric' | 'email' | 'tel'; autoComplete?: string }) {
  return (
    <FormField label={t(label)} hint={hint && t(hint, hintVars)} error={errorOf(form, name)} {...fieldProps}>
      <input className={layout.input} inputMode={inputMode} autoComplete={autoComplete ?? 'off'} {...form.register(name)} />
    </FormField>
  );
}

export function ChoiceSelect<T extends FieldValues>({ form, name, label, hint, values, labelOf }: Common<T> & { values: readonly string[]; labelOf?: (v: string) => string }) {
  return (
    <FormField label={t(label)} hint={hint && t(hint)} error={errorOf(form, name)} {...fieldProps}>
      <select className={layout.input} {...form.register(name)}>
        <option value="">{t('openAccount.field.select')}</option>
        {values.map((v) => (
          <option key={v} value={v}>
            {labelOf ? labelOf(v) : t(choice(v))}
          </option>
        ))}
      </select>
    </FormField>
  );
}

export function ChoiceRadios<T extends FieldValues>({ form, name, label, values }: Common<T> & { values: readonly string[] }) {
  const error = errorOf(form, name);
  const id = `radios-${name}`;
  return (
    <fieldset className={layout.field} aria-describedby={error ? `${id}-error` : undefined} aria-invalid={error ? true : undefined}>
      <legend className={layout.label}>{t(label)}</legend>
      <div className={styles.choices}>
        {values.map((v) => (
          <label key={v}>
            <input type="radio" value={v} {...form.register(name)} /> {t(choice(v))}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className={layout.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
