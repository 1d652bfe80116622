// Days and instants are typed (docs/architecture.md "Dates and instants"): a walk over the public schema finds every
// field, argument and input field whose name says it holds a day or a moment and asserts it is a Date or a
// DateTime, never a String. The rule is by name: `date`, `at`, `from`, `to`, `timestamp`; a name starting with
// `date` (dateOfBirth, dateIssued); a camel-case name ending in Date, At, On, Time, Datetime, From, To or Login
// (maturityDate, createdAt, expiryTime, periodFrom, openDateTo, lastLogin), or holding DateTime. The few names that
// hold a day or a moment without saying so are listed, and so are the names the rule catches that are not dates.
import type { GraphQLArgument, GraphQLField, GraphQLInputField, GraphQLSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildSchema } from './build-schema.js';

export const TEMPORAL_NAME = /^(?:date|at|from|to|timestamp)$|^date[A-Z]|[a-z0-9](?:Date|At|On|Time|Datetime|From|To|Login)$|DateTime/;

/** Days and moments whose names do not say so, with their type. */
const ALSO: Readonly<Record<string, 'Date' | 'DateTime'>> = {
  'Account.accountCreated': 'Date',
  'Book.monthAgo': 'Date',
  'CaseAuthoriser.expireBy': 'DateTime',
  'User.lastPasswordChange': 'DateTime',
};
/** Names the rule catches that hold no date: a portal route to open after sign-in. */
const NOT_DATES = ['SignInInfo.loginUrl(goTo:)'];

interface Slot {
  coordinate: string;
  name: string;
  type: string;
}

const namedType = (type: { ofType?: unknown; name?: string }): string => (type.ofType ? namedType(type.ofType as typeof type) : (type.name ?? ''));

/** Every field, argument and input field with its named type (duck-typed: see schema-descriptions.test.ts). */
function slots(schema: GraphQLSchema): Slot[] {
  const out: Slot[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__') || !('getFields' in type)) continue;
    for (const field of Object.values(type.getFields()) as (GraphQLField<unknown, unknown> | GraphQLInputField)[]) {
      out.push({ coordinate: `${type.name}.${field.name}`, name: field.name, type: namedType(field.type) });
      if ('args' in field) {
        for (const arg of field.args as readonly GraphQLArgument[]) out.push({ coordinate: `${type.name}.${field.name}(${arg.name}:)`, name: arg.name, type: namedType(arg.type) });
      }
    }
  }
  return out;
}

describe('days and instants in the public schema', () => {
  const all = slots(buildSchema());
  const byCoordinate = new Map(all.map((s) => [s.coordinate, s]));

  it('types every field, argument and input field named as a day or a moment as Date or DateTime', () => {
    const untyped = all.filter((s) => TEMPORAL_NAME.test(s.name) && !NOT_DATES.includes(s.coordinate) && s.type !== 'Date' && s.type !== 'DateTime');
    expect(untyped.map((s) => `${s.coordinate}: ${s.type}`)).toEqual([]);
  });

  it('types the days and moments whose names do not say so', () => {
    expect(Object.fromEntries(Object.keys(ALSO).map((c) => [c, byCoordinate.get(c)?.type]))).toEqual(ALSO);
  });

  it('lists only real exceptions: each is in the schema, caught by the rule and a String', () => {
    for (const c of NOT_DATES) {
      expect(byCoordinate.get(c)?.type, c).toBe('String');
      expect(TEMPORAL_NAME.test(byCoordinate.get(c)?.name ?? ''), c).toBe(true);
    }
  });

  it('names every Date and DateTime so the rule or the list finds it', () => {
    const unnamed = all.filter((s) => (s.type === 'Date' || s.type === 'DateTime') && !TEMPORAL_NAME.test(s.name) && !(s.coordinate in ALSO));
    expect(unnamed.map((s) => s.coordinate)).toEqual([]);
  });

  it('reads names as intended', () => {
    for (const name of ['date', 'from', 'to', 'at', 'timestamp', 'asAt', 'dateOfBirth', 'dateIssued', 'maturityDate', 'createdAt', 'expiryTime', 'periodFrom', 'openDateTo', 'validTo', 'requestCreatedDatetime', 'createdDateTime', 'lastLogin', 'mobileAppLastLogin', 'effectiveOn']) {
      expect(TEMPORAL_NAME.test(name), name).toBe(true);
    }
    for (const name of ['fromAccountNumber', 'toAccountName', 'toPaymentNarrative', 'dateless', 'updater', 'format', 'status', 'token', 'category', 'eta', 'createdBy', 'loginUrl', 'data']) {
      expect(TEMPORAL_NAME.test(name), name).toBe(false);
    }
  });
});
