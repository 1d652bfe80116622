// One value shape per SQL type, whichever driver answers, so route code never branches on db.kind.
//
//   int8 / bigint (count(*), sum of ints) -> number   (pg would give a string, PGlite a number)
//   date                                  -> 'yyyy-MM-dd' string (both drivers would build a Date at a
//                                            driver-specific midnight; the API wants the plain day)
//   numeric                               -> string, e.g. '12345.67' (left as the drivers give it:
//                                            money must not pass through a float by accident;
//                                            callers convert with Number() when building JSON)
//   timestamptz                           -> Date
//   jsonb                                 -> parsed JSON;  text[] -> string[];  boolean -> boolean
import pg from 'pg';

const OID = { INT8: 20, INT8_ARRAY: 1016, DATE: 1082, DATE_ARRAY: 1182, TEXT_ARRAY: 1009 } as const;

const toNumber = (value: string) => Number(value);
const asIs = (value: string) => value;

/** Parsers for PGlite's `parsers` option (keyed by type OID). */
export const pgliteParsers: Record<number, (value: string, typeId?: number) => unknown> = {
  [OID.INT8]: toNumber,
  [OID.DATE]: asIs,
};

type PgTypeParser = (value: string) => unknown;

const builtin = (id: number, format: 'text' | 'binary' = 'text') =>
  pg.types.getTypeParser(id as Parameters<typeof pg.types.getTypeParser>[0], format) as PgTypeParser;
const textArray = builtin(OID.TEXT_ARRAY) as (value: string) => (string | null)[];

/** A node-postgres `types` config that applies the same shapes on every pooled connection. */
export const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary'): PgTypeParser {
    switch (oid) {
      case OID.INT8:
        return toNumber;
      case OID.DATE:
        return asIs;
      case OID.DATE_ARRAY:
        return textArray;
      case OID.INT8_ARRAY:
        return (value) => textArray(value).map((v) => (v === null ? null : Number(v)));
      default:
        return builtin(oid, format);
    }
  },
};
