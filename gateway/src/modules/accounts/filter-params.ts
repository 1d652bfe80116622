// 000 §5 formats of the account filter values sent upstream: dates as yyyy-MM-dd'T'00:00:00'Z' (from)
// and 'T'23:59:59'Z' (to), amounts with 2 decimals.
import { format, isValid, parse } from 'date-fns';
import { ErrorCode, gatewayError } from '../../errors.js';
import { atScale, decimalText, fitsScale, readDecimal } from '@gateway/kit/decimal.js';

/** Accepts the ISO date the schema documents, and the dd/MM/yyyy custom date input of the web. */
const INPUT_FORMATS = ['yyyy-MM-dd', 'dd/MM/yyyy'];

export function parseDay(value: string, field: string): string {
  for (const pattern of INPUT_FORMATS) {
    const day = parse(value.trim(), pattern, new Date(2000, 0, 1));
    if (isValid(day) && format(day, pattern) === value.trim()) return format(day, 'yyyy-MM-dd');
  }
  throw gatewayError(ErrorCode.BAD_USER_INPUT, `${field} must be a date as yyyy-MM-dd`, { field });
}

export const fromDateParam = (value: string, field: string) => `${parseDay(value, field)}T00:00:00Z`;
export const toDateParam = (value: string, field: string) => `${parseDay(value, field)}T23:59:59Z`;

/** A Money argument as the upstream's text with 2 decimals, by its digits (the scalar has refused a part of a cent). */
export function amountParam(value: string, field: string): string {
  const read = readDecimal(value);
  if (!read || !fitsScale(read, 2)) throw gatewayError(ErrorCode.BAD_USER_INPUT, `${field} must be an amount with at most 2 decimals`, { field });
  return decimalText(atScale(read, 2));
}
