// One labelled form field (the pattern forms copy): the label, an optional hint and the field's error,
// tied to the control by ids so screen readers read hint and error with it, and aria-invalid set.
import { cloneElement, useId, type ReactElement } from 'react';

export interface FormFieldProps {
  label: string;
  hint?: string;
  /** The message to show, already from copy; none while the field is valid. */
  error?: string;
  className?: string;
  labelClassName?: string;
  hintClassName?: string;
  errorClassName?: string;
  /** Ids of other text that describes the control (a list of rules beside it). */
  describedBy?: string;
  /** One control (input, select, textarea); it receives id, aria-describedby and aria-invalid. */
  children: ReactElement<Record<string, unknown>>;
}

export function FormField({ label, hint, error, className, labelClassName, hintClassName, errorClassName, describedBy, children }: FormFieldProps) {
  const id = useId();
  const described = [describedBy, hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label className={labelClassName} htmlFor={id}>
        {label}
      </label>
      {cloneElement(children, { id, 'aria-describedby': described, 'aria-invalid': error ? true : undefined })}
      {hint && (
        <span id={`${id}-hint`} className={hintClassName}>
          {hint}
        </span>
      )}
      {error && (
        <p id={`${id}-error`} className={errorClassName}>
          {error}
        </p>
      )}
    </div>
  );
}
