import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../../server.js';
import { call, passwordGrant, SETUP_TIMEOUT, testSandbox } from '../../http/test-fixture.js';

// wrap.adviser (M0000001) and grow.adviser (M0000002) share no dealer.
let sandbox: Sandbox;
let a: string;
let b: string;

const customers = (mac: string, query = '') => `/api/wealth/ada/v1/intermediaries/${mac}/clients?badge=mgl${query}`;
/** The contact ids of the clients these entities service, straight from the store, by display name (surname or organisation first). */
const servicedBy = async (keys: string[]) =>
  (await sandbox.db.query<{ contact_id: string }>(
    `select contact_id from clients where entity_key = any($1::text[])
      order by lower(coalesce(organisation_name, last_name || ' ' || coalesce(first_name, ''), '')), contact_id`,
    [keys],
  )).rows.map((r) => r.contact_id);
const entityKeysOf = async (mac: string) =>
  (await sandbox.db.query<{ entity_key: string }>('select entity_key from user_entities where mac = $1 order by entity_key', [mac])).rows.map((r) => r.entity_key);

beforeAll(async () => {
  sandbox = await testSandbox();
  a = (await passwordGrant(sandbox.app, 'wrap.adviser')).access_token;
  b = (await passwordGrant(sandbox.app, 'grow.adviser')).access_token;
}, SETUP_TIMEOUT);
afterAll(() => sandbox?.close());

describe('GET wealth/ada/v1/intermediaries/{mac}/clients', () => {
  it("pages every customer of the user's entities by name, and no one else's", async () => {
    const expected = await servicedBy(await entityKeysOf('M0000001'));
    expect(expected.length).toBeGreaterThan(3);
    const seen: { contact_id: string }[] = [];
    let token: string | null = null;
    do {
      const res = await call(sandbox.app, a, customers('M0000001', `&limit=3${token ? `&pagingToken=${encodeURIComponent(token)}` : ''}`));
      expect(res.status).toBe(200);
      expect(res.body.customers.length).toBeLessThanOrEqual(3);
      expect(res.body.meta).toMatchObject({ result_size: res.body.customers.length, total_hits: expected.length });
      seen.push(...res.body.customers);
      token = res.body.meta.paging_token;
    } while (token);
    // Every customer once, in name order across the pages.
    expect(seen.map((c) => c.contact_id)).toEqual(expected);
  });

  it('narrows to the entities the advisers header names; a code that is not the user\'s is 403', async () => {
    const [first, ...rest] = await entityKeysOf('M0000001');
    const narrowed = await call(sandbox.app, a, customers('M0000001', '&limit=500'), { headers: { advisers: first } });
    expect(narrowed.status).toBe(200);
    expect(narrowed.body.customers.map((c: { contact_id: string }) => c.contact_id)).toEqual(await servicedBy([first]));
    if (rest.length) expect(narrowed.body.meta.total_hits).toBeLessThan((await servicedBy([first, ...rest])).length);
    const [foreign] = await entityKeysOf('M0000002');
    expect((await call(sandbox.app, a, customers('M0000001'), { headers: { advisers: `${first},${foreign}` } })).status).toBe(403);
  });

  it("answers 404 for another user's mac and 400 for a limit out of range", async () => {
    expect((await call(sandbox.app, b, customers('M0000001'))).status).toBe(404);
    const own = await call(sandbox.app, b, customers('M0000002', '&limit=500'));
    expect(own.body.customers.map((c: { contact_id: string }) => c.contact_id)).toEqual(await servicedBy(await entityKeysOf('M0000002')));
    expect((await call(sandbox.app, a, customers('M0000001', '&limit=0'))).status).toBe(400);
    expect((await call(sandbox.app, a, customers('M0000001', '&limit=501'))).status).toBe(400);
  });
});
