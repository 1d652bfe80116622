// Bad input is refused before any upstream call (issue 11 item 2): control characters, over-long
// strings and search text, over-long lists, wherever they sit (literal, variable, nested input field).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../testing/harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
  h.upstream.route('GET', /.*/, { body: {} });
  h.upstream.route('POST', /.*/, { body: {} });
});
afterAll(() => h.close());

const SEARCH = /* GraphQL */ `query($filter: AccountFilter) { accountSearch(filter: $filter) { totalCount } }`;

describe('input limits', () => {
  it.each([
    ['a NUL in a list item', { businessVentures: ['MPM\u0000'] }, 'accountSearch.filter.businessVentures[0] must not contain control characters'],
    ['an escape character in the keyword', { keyword: 'smith\u001b[2J' }, 'accountSearch.filter.keyword must not contain control characters'],
    ['a 5 KB keyword', { keyword: 'a'.repeat(5_000) }, 'accountSearch.filter.keyword must be at most 100 characters'],
    ['a 101-character keyword', { keyword: 'a'.repeat(101) }, 'accountSearch.filter.keyword must be at most 100 characters'],
    ['a 1,001-character code', { productCodes: ['P'.repeat(1001)] }, 'accountSearch.filter.productCodes[0] must be at most 1000 characters'],
    ['201 account ids', { accountIds: Array.from({ length: 201 }, (_, i) => `A${i}`) }, 'accountSearch.filter.accountIds must have at most 200 items'],
  ])('refuses %s as BAD_USER_INPUT without calling upstream', async (_, filter, message) => {
    const before = h.upstream.requests.length;
    const res = await h.query(SEARCH, { token: 't', variables: { filter } });
    expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    expect(h.upstream.requests.length).toBe(before);
  });

  it('checks literals in the document too', async () => {
    const res = await h.query(`{ clientSearch(query: "${'x'.repeat(101)}") { totalCount } }`, { token: 't' });
    expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('lets ordinary input through: a tab or new line is text, 100 characters of keyword is enough', async () => {
    const res = await h.query(SEARCH, { token: 't', variables: { filter: { keyword: 'a'.repeat(100), businessVentures: ['MPM'] } } });
    expect(res.errors?.find((e) => e.extensions?.code === 'BAD_USER_INPUT')).toBeUndefined();
  });

  describe('JSON values (item 4)', () => {
    const SET = /* GraphQL */ `mutation($value: JSON) { setPreference(key: "homepage", value: $value) { key } }`;
    const nested = (depth: number) => {
      let value: unknown = 'leaf';
      for (let i = 0; i < depth; i++) value = { v: value };
      return value;
    };

    it('refuses a 10,000-deep value with a clear error, not a stack overflow', async () => {
      const before = h.upstream.requests.length;
      // Written out by hand: JSON.stringify itself would overflow on it.
      const value = `${'{"v":'.repeat(10_000)}"leaf"${'}'.repeat(10_000)}`;
      const answer = await h.yoga.fetch('http://gateway.test/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer t' },
        body: `{"query":${JSON.stringify(SET)},"variables":{"value":${value}}}`,
      });
      const res = (await answer.json()) as { errors?: { message: string; extensions?: Record<string, unknown> }[] };
      expect(res.errors?.[0].message).toContain('A JSON value may be nested at most 20 levels deep');
      expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      expect(h.upstream.requests.length).toBe(before);
    });

    it('refuses a value over 64 KB, and takes an ordinary one', async () => {
      const big = await h.query(SET, { token: 't', variables: { value: ['x'.repeat(70_000)] } });
      // (graphql echoes the value in its message: compare as a boolean so a failure does not print 70 KB)
      const message = big.errors?.[0].message ?? '';
      expect(message.slice(0, 40) + ' … ' + message.slice(-80)).toMatch(/A JSON value may be at most 64 KB\.?$/);
      const fine = await h.query(SET, { token: 't', variables: { value: nested(20) } });
      expect(fine.errors?.find((e) => e.extensions?.code === 'BAD_USER_INPUT')).toBeUndefined();
    });

    it('bounds a literal written in the document the same way', async () => {
      const literal = `${'['.repeat(25)}1${']'.repeat(25)}`;
      const res = await h.query(`mutation { setPreference(key: "homepage", value: ${literal}) { key } }`, { token: 't' });
      expect(res.errors?.[0].message).toContain('nested at most 20 levels');
    });
  });
});
