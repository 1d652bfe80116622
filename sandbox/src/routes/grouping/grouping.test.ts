import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../../server.js';
import { call, passwordGrant, SETUP_TIMEOUT, testSandbox, type CallOptions } from '../../http/test-fixture.js';

const BASE = '/api/wealth/grouping/v2/account-groups';
let sandbox: Sandbox;
let token: string;
let free: string[]; // active accounts of wrap.adviser, linked only under HBWP, in no FEE group
let closed: string;
let inFeeGroup: string;
let foreign: string; // grow.adviser's
let sxfpOnly: string;

const ids = async (sql: string) => (await sandbox.db.query<{ account_id: string }>(sql)).rows.map((r) => r.account_id);
const mine = (dealerCondition: string) => `exists (select 1 from account_advisers aa join adviser_entities e on e.entity_key = aa.entity_key
  join user_entities ue on ue.entity_key = aa.entity_key and ue.mac = 'M0000001' where aa.account_id = a.account_id)
  and not exists (select 1 from account_advisers aa join adviser_entities e on e.entity_key = aa.entity_key
  where aa.account_id = a.account_id and not (${dealerCondition}))`;
const notInFee = `not exists (select 1 from account_group_members m join account_groups g on g.code = m.group_code
  where m.account_id = a.account_id and 'FEE' = any(g.group_types) and g.status = 'ACTIVE')`;

beforeAll(async () => {
  sandbox = await testSandbox();
  token = (await passwordGrant(sandbox.app, 'wrap.adviser')).access_token;
  free = await ids(`select account_id from accounts a where account_status = 'Active'
    and ${mine(`e.dealer_code = 'HBWP'`)} and ${notInFee} order by account_id limit 24`);
  expect(free.length).toBeGreaterThanOrEqual(18);
  [closed] = await ids(`select account_id from accounts a where account_status = 'Closed' and ${mine(`e.dealer_code = 'HBWP'`)} limit 1`);
  [sxfpOnly] = await ids(`select account_id from accounts a where account_status = 'Active' and ${mine(`e.dealer_code = 'SXFP'`)} and ${notInFee} limit 1`);
  [inFeeGroup] = await ids(`select m.account_id from account_group_members m join account_groups g on g.code = m.group_code
    where g.dealer_code = 'HBWP' and g.status = 'ACTIVE' and 'FEE' = any(g.group_types) limit 1`);
  [foreign] = await ids(`select aa.account_id from account_advisers aa join user_entities ue on ue.entity_key = aa.entity_key and ue.mac = 'M0000002' limit 1`);
}, SETUP_TIMEOUT);
afterAll(() => sandbox?.close());

const api = (url: string, opts?: CallOptions) => call(sandbox.app, token, url, opts);
const group = (name: string, accounts: string[], extra: object = {}) => ({
  name,
  groupTypes: ['REPORTING'],
  businessVentureId: 'MPM',
  accounts: accounts.map((code) => ({ code })),
  dealerCode: 'HBWP',
  ...extra,
});
const take = (() => {
  let next = 0;
  return (n: number) => free.slice(next, (next += n));
})();

describe('validate', () => {
  it('accepts a good selection', async () => {
    const accounts = take(2);
    const res = await api(`${BASE}/validate`, { method: 'POST', payload: { accounts: accounts.map((code) => ({ code })), dealerCode: 'HBWP', groupTypes: ['FEE'] } });
    expect([res.status, res.body]).toEqual([200, { accounts: accounts.map((code) => ({ code, valid: true })) }]);
  });

  it('answers every rule broken at once with 422', async () => {
    const [ok, viewOnly] = take(2);
    await sandbox.db.query(`insert into user_account_access (mac, account_id, access) values ('M0000001', $1, 'VIEW')`, [viewOnly]);
    const accounts = [ok, viewOnly, closed, inFeeGroup, foreign, sxfpOnly].map((code) => ({ code }));
    const res = await api(`${BASE}/validate`, { method: 'POST', payload: { accounts, dealerCode: 'HBWP', groupTypes: ['FEE'] } });
    expect(res.status).toBe(422);
    const byAccount = (code: string) => res.body.errors.filter((e: { account: string }) => e.account === code).map((e: { code: string }) => e.code);
    expect(byAccount(ok)).toEqual([]);
    expect(byAccount(viewOnly)).toEqual(['ACCESS_LEVEL']);
    expect(byAccount(closed)).toContain('NOT_ACTIVE');
    expect(byAccount(inFeeGroup)).toContain('FEE_GROUP_CLASH');
    expect(byAccount(foreign)).toEqual(['ACCESS_LEVEL']);
    expect(byAccount(sxfpOnly)).toEqual(['DEALER_LINK']);
    expect(res.body.errors[0]).toEqual({ account: viewOnly, code: 'ACCESS_LEVEL', message: expect.any(String), severity: 'error' });
  });

  it('checks the group size, 2 to 8', async () => {
    const one = await api(`${BASE}/validate`, { method: 'POST', payload: { accounts: [{ code: free[0] }] } });
    expect([one.status, one.body.errors[0].code, one.body.errors[0].account]).toEqual([422, 'MIN_ACCOUNTS', null]);
    const nine = await api(`${BASE}/validate`, { method: 'POST', payload: { accounts: free.slice(-9).map((code) => ({ code })) } });
    expect(nine.body.errors.map((e: { code: string }) => e.code)).toEqual(['MAX_ACCOUNTS']);
  });

  it('does not clash a FEE group with its own members when editing', async () => {
    const { rows } = await sandbox.db.query<{ group_code: string }>('select group_code from account_group_members where account_id = $1', [inFeeGroup]);
    const res = await api(`${BASE}/validate`, {
      method: 'POST',
      payload: { accounts: [{ code: inFeeGroup }, { code: take(1)[0] }], groupTypes: ['FEE'], groupCode: rows[0].group_code },
    });
    expect(res.status).toBe(200);
  });
});

describe('create, update, close', () => {
  it('creates a group that search shows at once, then updates and closes it', async () => {
    const created = await api(BASE, { method: 'POST', payload: group('Lee & Sons (Reporting)', take(3), { groupTypes: ['FEE'], attributes: ['ADVISER_SERVICE_FEE'] }) });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ code: expect.stringMatching(/^AG\d{6}$/), status: 'ACTIVE', createdBy: 'M0000001', dealerCode: 'HBWP' });
    const code = created.body.code;
    expect((await api(`${BASE}/search?query=sons`)).body.groups.map((g: { code: string }) => g.code)).toContain(code);
    const member = created.body.accounts[0].code;
    expect((await api(`${BASE}/account/${member}/groups`)).body.groups.map((g: { code: string }) => g.code)).toContain(code);

    const updated = await api(`${BASE}/${code}`, { method: 'PUT', payload: group('Lee Household', created.body.accounts.map((a: { code: string }) => a.code)) });
    expect([updated.status, updated.body.name, updated.body.groupTypes]).toEqual([200, 'Lee Household', ['REPORTING']]);
    expect((await api(`${BASE}/search?query=household&codes=${code}`)).body.groups).toHaveLength(1);

    const close = await api(`${BASE}/${code}/close`, { method: 'PUT' });
    expect(close.body).toEqual({ code, status: 'CLOSED' });
    expect((await api(`${BASE}/search?codes=${code}`)).body.groups).toEqual([]);
  });

  it('answers 422 on rule errors and creates nothing', async () => {
    const res = await api(BASE, { method: 'POST', payload: group('Closed Member Group', [free[0], closed]) });
    expect(res.status).toBe(422);
    const { rows } = await sandbox.db.query(`select 1 from account_groups where name = 'Closed Member Group'`);
    expect(rows).toEqual([]);
  });

  it('leaves exactly one group after a simultaneous double submit', async () => {
    const payload = group('Double Click Group', take(2));
    const results = await Promise.all([api(BASE, { method: 'POST', payload }), api(BASE, { method: 'POST', payload })]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.status === 409)!.body.error).toBe('conflict');
    const { rows } = await sandbox.db.query(`select code from account_groups where name = 'Double Click Group'`);
    expect(rows).toHaveLength(1);
  });

  it('replays a create with the same Idempotency-Key', async () => {
    const payload = group('Idempotent Group', take(2));
    const headers = { 'idempotency-key': 'key-123' };
    const [one, two] = await Promise.all([api(BASE, { method: 'POST', payload, headers }), api(BASE, { method: 'POST', payload, headers })]);
    expect([one.status, two.status]).toEqual([201, 201]);
    expect(one.body.code).toBe(two.body.code);
    expect([one.headers['idempotent-replayed'], two.headers['idempotent-replayed']]).toContain('true');
  });

  it('binds an Idempotency-Key to its request: the same key with another payload is 422, never the first group', async () => {
    const headers = { 'idempotency-key': 'key-bound' };
    const accounts = take(2);
    const first = await api(BASE, { method: 'POST', payload: group('Bound Key Group', accounts), headers });
    expect(first.status).toBe(201);
    const other = await api(BASE, { method: 'POST', payload: group('Another Payload Group', accounts), headers });
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({ error: 'idempotency_key_reused' });
    expect(JSON.stringify(other.body)).not.toContain(first.body.code);
    const { rows } = await sandbox.db.query(`select 1 from account_groups where name = 'Another Payload Group'`);
    expect(rows).toEqual([]);
  });

  it("binds an Idempotency-Key to its caller: another user's equal key neither replays nor reveals the first group", async () => {
    const headers = { 'idempotency-key': 'key-shared' };
    const accounts = take(2);
    const mineCreated = await api(BASE, { method: 'POST', payload: group('Key Owner Group', accounts), headers });
    expect(mineCreated.status).toBe(201);
    const other = (await passwordGrant(sandbox.app, 'grow.adviser')).access_token;
    const payload = group('Key Owner Group', accounts);
    const theirs = await call(sandbox.app, other, BASE, { method: 'POST', payload, headers });
    const withoutKey = await call(sandbox.app, other, BASE, { method: 'POST', payload });
    // The key changes nothing for them: the same answer as with no key at all (no "key already used").
    expect(theirs.status).toBe(withoutKey.status);
    expect(theirs.body).toEqual(withoutKey.body);
    expect(JSON.stringify(theirs.body ?? '')).not.toContain(mineCreated.body.code);
  });

  it("refuses another dealer's group and bad payloads", async () => {
    const two = free.slice(0, 2);
    expect((await api(BASE, { method: 'POST', payload: group('Foreign Dealer', two, { dealerCode: 'GWWA' }) })).status).toBe(403);
    expect((await api(BASE, { method: 'POST', payload: group('***', two) })).status).toBe(400);
    expect((await api(BASE, { method: 'POST', payload: group('Bad Type', two, { groupTypes: ['OTHER'] }) })).status).toBe(400);
  });
});

describe('visibility and access', () => {
  it("a name clash with a group the caller cannot see is no 409: the conflict reveals only the caller's own groups", async () => {
    // Reporting groups, so the same two accounts serve all three (an account is in one fee group only).
    const two = take(2);
    const reporting = { groupTypes: ['REPORTING'], attributes: [] };
    const hidden = await api(BASE, { method: 'POST', payload: group('Somebody Elses Group', two, reporting) });
    expect(hidden.status).toBe(201);
    // Another adviser's account joins it: the group is no longer this caller's to see.
    await sandbox.db.query('insert into account_group_members (group_code, account_id) values ($1, $2)', [hidden.body.code, foreign]);
    const again = await api(BASE, { method: 'POST', payload: group('Somebody Elses Group', two, reporting) });
    expect(again.status).toBe(201);
    // A clash with one of the caller's own open groups still answers 409.
    const own = await api(BASE, { method: 'POST', payload: group('Somebody Elses Group', two, reporting) });
    expect(own.status).toBe(409);
  });

  it('hides a group once it holds an account the user cannot see', async () => {
    const created = await api(BASE, { method: 'POST', payload: group('Soon Hidden', take(2)) });
    await sandbox.db.query('insert into account_group_members (group_code, account_id) values ($1, $2)', [created.body.code, foreign]);
    expect((await api(`${BASE}/search?codes=${created.body.code}`)).body.groups).toEqual([]);
    expect((await api(`${BASE}/${created.body.code}/close`, { method: 'PUT' })).status).toBe(404);
  });

  it('blocks editing without full access to every member', async () => {
    const accounts = take(2);
    const created = await api(BASE, { method: 'POST', payload: group('Limited Later', accounts) });
    await sandbox.db.query(`insert into user_account_access (mac, account_id, access) values ('M0000001', $1, 'LIMITED')`, [accounts[1]]);
    const res = await api(`${BASE}/${created.body.code}/close`, { method: 'PUT' });
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/^You're unable to close this group because you don't have full access/);
  });
});
