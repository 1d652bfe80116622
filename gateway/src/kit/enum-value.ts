// An upstream string read as one of a schema enum's values. The generated resolver types make each enum a union of
// its values, so a resolver cannot hand back a plain string for one; the table (a Record over the union, so tsc
// insists on every value and no other) is the check at run time. A value the schema does not know is the
// upstream's fault: UPSTREAM_BAD_RESPONSE naming the enum, rather than an opaque serialisation error.
import { ErrorCode, gatewayError } from '../errors.js';

/** Every value of an enum, as `{ VALUE: true }`: a Record over the generated union. */
export type EnumTable<T extends string> = Readonly<Record<T, true>>;

export const isEnumValue = <T extends string>(table: EnumTable<T>, raw: string): raw is T => Object.hasOwn(table, raw);

export function enumValue<T extends string>(table: EnumTable<T>, raw: string, enumName: string): T {
  if (isEnumValue(table, raw)) return raw;
  throw gatewayError(ErrorCode.UPSTREAM_BAD_RESPONSE, `The upstream answered a ${enumName} the schema does not have`, { enumName, value: raw });
}

/** enumValue for an optional field: null and undefined stay null. */
export const enumValueOrNull = <T extends string>(table: EnumTable<T>, raw: string | null | undefined, enumName: string): T | null =>
  raw == null ? null : enumValue(table, raw, enumName);
