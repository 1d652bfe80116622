// Input checks shared by the account-reports fields: a malformed argument is BAD_USER_INPUT naming the field,
// before any upstream call.
import { bad, day, dayRange } from '@gateway/kit/arguments.js';

export { bad, day, dayRange };

/** An account id as the account pages hold it (AccountDetails.accountId). */
export function accountId(value: string): string {
  const v = value.trim();
  if (!/^[A-Za-z0-9-]{1,40}$/.test(v)) throw bad('accountId', 'Not an account id');
  return v;
}

