// Input checks shared by the account-reports fields: a malformed argument is BAD_USER_INPUT naming the field,
// before any upstream call.
import { ErrorCode, gatewayError } from '../../errors.js';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const bad = (field: string, message: string) => gatewayError(ErrorCode.BAD_USER_INPUT, message, { field });

/** An account id as the account pages hold it (AccountDetails.accountId). */
export function accountId(value: string): string {
  const v = value.trim();
  if (!/^[A-Za-z0-9-]{1,40}$/.test(v)) throw bad('accountId', 'Not an account id');
  return v;
}

export function day(field: string, value: string | null | undefined): string | undefined {
  const v = value?.trim();
  if (!v) return undefined;
  if (!DAY.test(v) || Number.isNaN(Date.parse(`${v}T00:00:00Z`)) || new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) !== v) {
    throw bad(field, `${field} must be a date yyyy-MM-dd`);
  }
  return v;
}

/** from..to, each optional; to before from is BAD_USER_INPUT on to. */
export function dayRange(from: string | null | undefined, to: string | null | undefined) {
  const f = day('from', from);
  const t = day('to', to);
  if (f && t && f > t) throw bad('to', 'to must not be before from');
  return { from: f, to: t };
}
