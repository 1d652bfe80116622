// Issue 11 item 2 over HTTP: one caller's bad searches cannot take search down for everyone. The
// gateway refuses the input itself (BAD_USER_INPUT, no upstream call), so nothing reaches the breaker.
import { beforeAll, describe, expect, it } from 'vitest';
import { gql, passwordGrant } from './support.ts';

const SEARCH = /* GraphQL */ `query($filter: AccountFilter) { accountSearch(filter: $filter, first: 1) { totalCount } }`;

let hostile: string;
let other: string;
beforeAll(async () => {
  [hostile, other] = await Promise.all([passwordGrant('wrap.adviser'), passwordGrant('perpetual.adviser')]).then((t) => t.map((x) => x.access_token));
});

describe('shared fate', () => {
  it('30 searches with a NUL byte are each refused as BAD_USER_INPUT, and another adviser still searches', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => gql(SEARCH, { filter: { keyword: `smith${i}`, businessVentures: ['MPM\u0000'] } }, hostile)),
    );
    for (const res of answers) expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const res = await gql(SEARCH, { filter: { keyword: 'smith' } }, other);
    expect(res.errors).toBeUndefined();
    expect(typeof res.data.accountSearch.totalCount).toBe('number');
  });
});
