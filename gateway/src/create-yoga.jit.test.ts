// Compiled execution (graphql-jit): documents compile from their second run, and a compiled run answers
// exactly as graphql-js did on the first, errors and all.
import { getLocation, parse, Source } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seenBefore, withPositions, withScalarMessage } from './plugins/use-compiled-execution.js';
import { accountsPath, routeHappyPaths, SEARCH_ALL_CATEGORIES } from './testing/fixtures.js';
import { startHarness, type Harness } from './testing/harness.js';

let h: Harness;
beforeEach(async () => {
  h = await startHarness();
  routeHappyPaths(h.upstream);
});
afterEach(() => h.close());

const ACCOUNTS = accountsPath('M100001');

describe('seenBefore (when a document compiles)', () => {
  it('is false on a document’s first run and true from its second, per document', () => {
    const seen = seenBefore();
    const a = parse('{ a }');
    const b = parse('{ b }');
    expect([seen({ document: a }), seen({ document: a }), seen({ document: b }), seen({ document: a })]).toEqual([false, true, false, true]);
  });
});

describe('compiled execution (graphql-jit, from a document’s second run) answers as the first run did', () => {
  it('the same data and errors on the first, second and third run of a query with a failing field', async () => {
    h.upstream.route('GET', ACCOUNTS, { status: 500, body: { error: 'sandbox_fault' } });
    const runs = [];
    for (let i = 0; i < 3; i++) runs.push(await h.query(SEARCH_ALL_CATEGORIES, { token: 't' }));
    expect(runs[0].data.accountSearch).toBeNull();
    expect(runs[0].errors?.[0]).toMatchObject({ path: ['accountSearch'], extensions: { code: 'UPSTREAM_UNAVAILABLE' } });
    expect(runs[1]).toEqual(runs[0]);
    expect(runs[2]).toEqual(runs[0]);
  });

  it('the same nested answer, variables included, on the first and later runs', async () => {
    const query = /* GraphQL */ `query($k: String!) { accountSearch(filter: { keyword: $k }, first: 5) { totalCount nodes { accountId accountName adviserType } } viewer { user { firstName } } }`;
    const first = await h.query(query, { token: 't', variables: { k: 'nguyen' } });
    const second = await h.query(query, { token: 't', variables: { k: 'nguyen' } });
    expect(first.errors).toBeUndefined();
    expect(first.data.accountSearch.totalCount).toBe(1);
    expect(second).toEqual(first);
  });
});

describe('withScalarMessage (a refused variable reads the same compiled or not)', () => {
  it('a Date variable the scalar refuses: the same message and code on every run', async () => {
    const query = /* GraphQL */ `query($d: Date) { portfolioValuation(accountId: "A1", asAt: $d) { asAt } }`;
    const runs = [];
    for (let i = 0; i < 3; i++) runs.push(await h.query(query, { token: 't', variables: { d: '31/12/2024' } }));
    expect(runs[0].errors?.[0]?.message).toBe('Variable "$d" got invalid value "31/12/2024"; Date must be a calendar day written yyyy-MM-dd, e.g. 2026-03-01; got "31/12/2024"');
    expect(runs[0].errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', scalar: 'Date' });
    expect(runs[1].errors).toEqual(runs[0].errors);
    expect(runs[2].errors).toEqual(runs[0].errors);
  });

  it('leaves an error without the compiled wording, or without a reason, as it is', () => {
    const plain = createGraphQLError('boom');
    expect(withScalarMessage(plain)).toBe(plain);
    const noReason = createGraphQLError('Variable "$d" got invalid value 1; Expected type Date.');
    expect(withScalarMessage(noReason)).toBe(noReason);
  });
});

describe('compiled execution refuses variables as graphql-js does', () => {
  it('a custom scalar’s reason and the input path on every run, not graphql-jit’s "Expected type Money."', async () => {
    const query = /* GraphQL */ `query($f: AccountFilter) { accountSearch(filter: $f, first: 5) { totalCount } }`;
    const runs = [];
    for (let i = 0; i < 3; i++) runs.push(await h.query(query, { token: 't', variables: { f: { fromAmount: '12.345' } } }));
    expect(runs[0].data).toBeUndefined();
    expect(runs[0].errors).toEqual([
      expect.objectContaining({
        message: 'Variable "$f" got invalid value "12.345" at "f.fromAmount"; Money is whole cents: "12.345" has a part of a cent',
        extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }),
      }),
    ]);
    expect(runs[1]).toEqual(runs[0]);
    expect(runs[2]).toEqual(runs[0]);
    // A good value still runs compiled.
    expect((await h.query(query, { token: 't', variables: { f: { fromAmount: '12.34' } } })).errors).toBeUndefined();
  });
});

describe('withPositions (locations kept through yoga)', () => {
  it('maps a line and column back to the same place, whatever the line terminators', () => {
    for (const body of ['{\n  a\n  b { c }\n}', '{\r\n  a\r\n  b { c }\r\n}', '{\r  a\r  b { c }\r}']) {
      const source = new Source(body);
      const offset = body.indexOf('c');
      const fromJit = createGraphQLError('boom', { path: ['b', 'c'] });
      Object.defineProperty(fromJit, 'locations', { value: [getLocation(source, offset)] });
      const located = withPositions(fromJit, source);
      expect(located.positions).toEqual([offset]);
      expect(located.locations).toEqual([getLocation(source, offset)]);
      expect(located.path).toEqual(['b', 'c']);
    }
  });
});
