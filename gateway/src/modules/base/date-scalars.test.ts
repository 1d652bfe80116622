import { makeExecutableSchema } from '@graphql-tools/schema';
import { createYoga } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';
import { DateScalar, DateTimeScalar, isCalendarDay, normaliseInstant, parseDay, parseInstant, serializeDay, serializeInstant } from './date-scalars.js';

describe('Date scalar', () => {
  it.each(['2026-03-01', '2024-02-29', '2000-02-29', '1999-12-31', '0001-01-01'])('takes the real day %s as written', (day) => {
    expect(parseDay(day)).toBe(day);
    expect(serializeDay(day)).toBe(day);
  });

  it.each(['2026-02-29', '1900-02-29', '2026-04-31', '2026-13-01', '2026-00-10', '2026-01-00', '2026-3-1', '01/03/2026', '2026-03-01T00:00:00Z', ' 2026-03-01', '', 'today'])(
    'refuses %j as an argument with BAD_USER_INPUT',
    (value) => {
      expect(() => parseDay(value)).toThrow(/Date must be a calendar day written yyyy-MM-dd/);
      try {
        parseDay(value);
      } catch (error) {
        expect((error as { extensions: Record<string, unknown> }).extensions).toMatchObject({ code: 'BAD_USER_INPUT', scalar: 'Date' });
      }
    },
  );

  it('refuses what is not text, naming its type', () => {
    expect(() => parseDay(20260301)).toThrow(/not a string \(number\)/);
    expect(() => parseDay(null)).toThrow(/not a string \(null\)/);
  });

  it('refuses a malformed day from upstream with UPSTREAM_BAD_RESPONSE rather than passing it on', () => {
    for (const value of ['2026-03-01T04:05:06Z', '1/3/2026', 20260301, new Date()]) {
      expect(() => serializeDay(value)).toThrow(expect.objectContaining({ extensions: expect.objectContaining({ code: 'UPSTREAM_BAD_RESPONSE', scalar: 'Date' }) }));
    }
  });

  it('knows the calendar', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2100-02-29')).toBe(false);
  });
});

describe('DateTime scalar', () => {
  it.each([
    ['2026-03-01T04:05:06Z', '2026-03-01T04:05:06.000Z'],
    ['2026-03-01T04:05:06.000Z', '2026-03-01T04:05:06.000Z'],
    ['2026-03-01T04:05:06.123456Z', '2026-03-01T04:05:06.123Z'],
    ['2026-03-01T15:05:06+11:00', '2026-03-01T04:05:06.000Z'],
    ['2026-03-01T00:30:00-05:30', '2026-03-01T06:00:00.000Z'],
    ['2026-03-01T04:05Z', '2026-03-01T04:05:00.000Z'],
    ['2026-03-01t04:05:06z', '2026-03-01T04:05:06.000Z'],
  ])('reads %s as the instant %s (UTC, milliseconds)', (value, utc) => {
    expect(parseInstant(value)).toBe(utc);
    expect(serializeInstant(value)).toBe(utc);
  });

  it.each(['2026-03-01T04:05:06', '2026-03-01', '2026-02-30T04:05:06Z', '2026-03-01T24:00:00Z', '2026-03-01T04:60:00Z', '2026-03-01T04:05:60Z', '2026-03-01T04:05:06+25:00', '2026-03-01 04:05:06Z', 'Sun, 01 Mar 2026 04:05:06 GMT', '1772337906000'])(
    'refuses %j as an argument with BAD_USER_INPUT',
    (value) => {
      expect(() => parseInstant(value)).toThrow(expect.objectContaining({ message: expect.stringMatching(/DateTime must be an ISO 8601 date and time with an offset/), extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }) }));
      expect(normaliseInstant(value)).toBeUndefined();
    },
  );

  it('answers a JavaScript Date in UTC and refuses an invalid one or text without an offset', () => {
    expect(serializeInstant(new Date(Date.UTC(2026, 2, 1, 4, 5, 6)))).toBe('2026-03-01T04:05:06.000Z');
    expect(() => serializeInstant(new Date(Number.NaN))).toThrow(expect.objectContaining({ extensions: expect.objectContaining({ code: 'UPSTREAM_BAD_RESPONSE' }) }));
    expect(() => serializeInstant('2026-03-01T04:05:06')).toThrow(/where a DateTime was expected/);
  });
});

describe('in a schema', () => {
  const schema = makeExecutableSchema({
    typeDefs: 'scalar Date\nscalar DateTime\ntype Query { day(value: Date!): Date!, instant(value: DateTime!): DateTime! }',
    resolvers: { Date: DateScalar, DateTime: DateTimeScalar, Query: { day: (_: unknown, a: { value: string }) => a.value, instant: (_: unknown, a: { value: string }) => a.value } },
  });
  // Through yoga, which loads the same graphql build as @graphql-tools/schema.
  const yoga = createYoga({ schema, maskedErrors: false, logging: false });
  const run = async (query: string, variables?: Record<string, unknown>) => {
    const res = await yoga.fetch('http://test/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
    return (await res.json()) as { data?: unknown; errors?: { message: string; extensions?: Record<string, unknown> }[] };
  };

  it('takes variables and literals and answers them checked', async () => {
    expect((await run('query($d: Date!, $t: DateTime!) { day(value: $d) instant(value: $t) }', { d: '2026-03-01', t: '2026-03-01T15:05:06+11:00' })).data).toEqual({
      day: '2026-03-01',
      instant: '2026-03-01T04:05:06.000Z',
    });
    expect((await run('{ day(value: "2024-02-29") instant(value: "2026-03-01T04:05:06Z") }')).data).toEqual({ day: '2024-02-29', instant: '2026-03-01T04:05:06.000Z' });
  });

  it('refuses a bad variable with the scalar message and code', async () => {
    const result = await run('query($d: Date!) { day(value: $d) }', { d: '2026-02-30' });
    expect(result.errors?.[0]?.message).toMatch(/Variable "\$d" got invalid value "2026-02-30"; Date must be a calendar day written yyyy-MM-dd/);
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
  });

  it('refuses a bad literal, a number included', async () => {
    expect((await run('{ day(value: "1/3/2026") }')).errors?.[0]?.message).toMatch(/Date must be a calendar day/);
    expect((await run('{ day(value: 20260301) }')).errors?.[0]?.message).toMatch(/not a string \(number\)/);
    expect((await run('{ instant(value: "2026-03-01T04:05:06") }')).errors?.[0]?.message).toMatch(/DateTime must be an ISO 8601 date and time with an offset/);
  });
});
