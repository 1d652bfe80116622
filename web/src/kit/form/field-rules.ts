// Every form's rules as data, read by one react-hook-form resolver (docs/architecture.md, "Forms"). A form
// declares its rules beside itself: per field, in order, JSON Schema's keywords (required, minLength,
// maxLength, minItems, maxItems, pattern) or a domain check, each failing rule naming its message by copy key.
// Nothing is compiled at run time, so the CSP's script-src 'self' holds and the dashboard's forms stay light.
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { t, type CopyKey, type CopyVars } from '../copy';

interface RuleBase<T> {
  /** The rule applies only while this holds (a field shown or switched on by another). */
  when?: (values: T) => boolean;
}

/** JSON Schema's validation keywords, all of which must hold; `message` says what is wrong when one fails. */
export interface KeywordRule<T> extends RuleBase<T> {
  /** Not empty: a string with a character, a list with an entry, any other value present. */
  required?: true;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: RegExp;
  /** Equal to another field's value (a confirmation). */
  equalTo?: string;
  message: CopyKey;
  /** The message's placeholders, from the values. */
  vars?: (values: T) => CopyVars;
}

/** A domain check (cents, a BSB, the payment text rules): the copy key of what is wrong, or null. */
export interface CheckRule<T> extends RuleBase<T> {
  check: (value: never, values: T) => CopyKey | null | undefined;
  /** The message's placeholders, from the values. */
  vars?: (values: T) => CopyVars;
}

export type FieldRule<T> = KeywordRule<T> | CheckRule<T>;

/**
 * A form's rules by field path (`name`, `answers.12.files`), checked in this order; only a field's first
 * failing rule is shown. `root` holds the form's own rules (its message shows above the actions).
 */
export type FormRules<T> = Readonly<Record<string, readonly FieldRule<T>[]>>;

const isBlank = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

function read(values: unknown, path: string): unknown {
  if (path === 'root') return values;
  let at: unknown = values;
  for (const part of path.split('.')) at = at == null ? undefined : (at as Record<string, unknown>)[part];
  return at;
}

function place(errors: Record<string, unknown>, path: string, error: FieldError) {
  const parts = path.split('.');
  let at = errors;
  for (const part of parts.slice(0, -1)) at = (at[part] ??= {}) as Record<string, unknown>;
  at[parts[parts.length - 1]] = error;
}

function keywordFails<T>(rule: KeywordRule<T>, value: unknown, values: T): string | null {
  const size = typeof value === 'string' || Array.isArray(value) ? value.length : 0;
  if (rule.required && isBlank(value)) return 'required';
  if (rule.equalTo !== undefined && value !== read(values, rule.equalTo)) return 'equalTo';
  // An optional text left empty is not judged by its size or shape; a list always is (minItems of none).
  if (value === undefined || value === null || value === '') return null;
  if (rule.minLength !== undefined && typeof value === 'string' && size < rule.minLength) return 'minLength';
  if (rule.maxLength !== undefined && typeof value === 'string' && size > rule.maxLength) return 'maxLength';
  if (rule.minItems !== undefined && Array.isArray(value) && size < rule.minItems) return 'minItems';
  if (rule.maxItems !== undefined && Array.isArray(value) && size > rule.maxItems) return 'maxItems';
  if (rule.pattern && typeof value === 'string' && !rule.pattern.test(value)) return 'pattern';
  return null;
}

/** The first failing rule of one field, as react-hook-form's error with its message from copy. */
export function fieldError<T>(rules: readonly FieldRule<T>[], value: unknown, values: T): FieldError | null {
  for (const rule of rules) {
    if (rule.when && !rule.when(values)) continue;
    if ('check' in rule) {
      const key = rule.check(value as never, values);
      if (key) return { type: 'check', message: t(key, rule.vars?.(values)) };
      continue;
    }
    const type = keywordFails(rule, value, values);
    if (type) return { type, message: t(rule.message, rule.vars?.(values)) };
  }
  return null;
}

/** Every field's first failing rule, nested as react-hook-form keeps its errors. */
export function checkRules<T extends FieldValues>(rules: FormRules<T>, values: T): FieldErrors<T> {
  const errors: Record<string, unknown> = {};
  for (const [path, list] of Object.entries(rules)) {
    const error = fieldError(list, read(values, path), values);
    if (error) place(errors, path, error);
  }
  return errors as FieldErrors<T>;
}

/**
 * The resolver every form passes to `useForm({ resolver })`: react-hook-form shows each message at its field
 * and, on submit, focuses the first invalid field. Rules that depend on props come from a function of them.
 */
export function fieldRules<T extends FieldValues>(rules: FormRules<T>): Resolver<T> {
  return (values) => {
    const errors = checkRules(rules, values);
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
  };
}
