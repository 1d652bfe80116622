// The grouping v2 calls on the sandbox enforce every group rule of 000 §5, §6 (limits, access, active,
// dealer link, fee-group clash with 422 per-account errors), persist at once and keep advisers apart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedAccount, DEALER, feeGroupMember, GROUPS, otherDealerAccount, passingAccounts, uniqueName } from './groups-support.ts';
import { passwordGrant, sandboxApi } from './support.ts';

let wrap: string;
let limited: string;
let grow: string;
const made: string[] = [];

const post = (path: string, token: string, body: unknown, headers: Record<string, string> = {}) =>
  sandboxApi(path, token, { method: 'POST', body: JSON.stringify(body), headers });
const put = (path: string, token: string, body?: unknown) =>
  sandboxApi(path, token, { method: 'PUT', ...(body ? { body: JSON.stringify(body) } : {}) });
const validate = (token: string, accounts: string[], extra: Record<string, unknown> = {}) =>
  post(`${GROUPS}/validate`, token, { accounts: accounts.map((code) => ({ code })), dealerCode: DEALER, groupTypes: ['FEE'], ...extra });
const payload = (name: string, accounts: string[], groupTypes = ['FEE']) => ({
  name,
  groupTypes,
  businessVentureId: 'MPM',
  dealerCode: DEALER,
  accounts: accounts.map((code) => ({ code })),
});

beforeAll(async () => {
  [wrap, limited, grow] = (await Promise.all(['wrap.adviser', 'limited.access', 'grow.adviser'].map((u) => passwordGrant(u)))).map((t) => t.access_token);
});

afterAll(async () => {
  for (const code of made) await put(`${GROUPS}/${code}/close`, wrap);
});

describe('validate: each rule answers 422 with per-account errors', () => {
  it('passes 2 good accounts', async () => {
    const ok = await passingAccounts(wrap, 2);
    const res = await validate(wrap, ok);
    expect(res.status).toBe(200);
    expect(res.body.accounts).toEqual(ok.map((code) => ({ code, valid: true })));
  });

  it('minimum 2 and maximum 8 accounts', async () => {
    const nine = await passingAccounts(wrap, 9);
    expect(nine).toHaveLength(9);
    const one = await validate(wrap, nine.slice(0, 1));
    expect(one.status).toBe(422);
    expect(one.body.errors).toEqual([{ account: null, code: 'MIN_ACCOUNTS', message: 'A group needs at least 2 accounts.', severity: 'error' }]);
    expect((await validate(wrap, nine.slice(0, 8))).status).toBe(200);
    const over = await validate(wrap, nine);
    expect(over.status).toBe(422);
    expect(over.body.errors).toEqual([
      { account: null, code: 'MAX_ACCOUNTS', message: 'The number of accounts exceeds the maximum amount allowed for a group. Please remove some accounts.', severity: 'error' },
    ]);
  });

  it('access level: LIMITED access, or another adviser\'s account', async () => {
    const [a, b] = await passingAccounts(wrap, 2);
    const access = await sandboxApi(`/api/wealth/channel/user/v1/account/access?accountCode=${[a, b].join(',')}`, limited);
    const res = await validate(limited, [a, b]);
    const notFull = (access.body.accessibleAccounts as Array<{ id: string; access: string }>).filter((x) => x.access !== 'FULL').map((x) => x.id);
    const message = "Account can't be in this group as you don't have the required access level";
    for (const id of notFull) expect(res.body.errors).toContainEqual({ account: id, code: 'ACCESS_LEVEL', message, severity: 'error' });
    const other = await validate(grow, [a, b], { dealerCode: undefined });
    expect(other.status).toBe(422);
    expect(other.body.errors).toEqual([a, b].map((account) => ({ account, code: 'ACCESS_LEVEL', message, severity: 'error' })));
  });

  it('active status', async () => {
    const [closed, [ok]] = await Promise.all([closedAccount(wrap), passingAccounts(wrap, 1)]);
    const res = await validate(wrap, [closed, ok]);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([
      { account: closed, code: 'NOT_ACTIVE', message: "This account is not 'active'. An account must be active for inclusion in an account group.", severity: 'error' },
    ]);
  });

  it('dealer link', async () => {
    const [other, [ok]] = await Promise.all([otherDealerAccount(wrap), passingAccounts(wrap, 1)]);
    const res = await validate(wrap, [other, ok]);
    expect(res.body.errors).toEqual([
      { account: other, code: 'DEALER_LINK', message: 'This account is not linked to the dealer group selected, please remove this account.', severity: 'error' },
    ]);
  });

  it('other fee groups: a clash for FEE, none for REPORTING or for the group itself', async () => {
    const [{ account, group }, [ok]] = await Promise.all([feeGroupMember(wrap), passingAccounts(wrap, 1)]);
    const clash = await validate(wrap, [account, ok]);
    expect(clash.status).toBe(422);
    expect(clash.body.errors).toEqual([{ account, code: 'FEE_GROUP_CLASH', message: 'This account is already in another active fee group.', severity: 'error' }]);
    expect((await validate(wrap, [account, ok], { groupTypes: ['REPORTING'] })).status).toBe(200);
    expect((await validate(wrap, [account, ok], { groupCode: group })).status).toBe(200);
  });
});

describe('create, read, update, close', () => {
  it('creates with the name cleaned and ACTIVE; search, by-code and by-account reads show it at once', async () => {
    const accounts = await passingAccounts(wrap, 3);
    const name = uniqueName('Create');
    const res = await post(GROUPS, wrap, payload(`${name}*!`, accounts));
    expect(res.status).toBe(201);
    made.push(res.body.code);
    expect(res.body).toMatchObject({ name, status: 'ACTIVE', groupTypes: ['FEE'], dealerCode: DEALER });
    const byName = await sandboxApi(`${GROUPS}/search?query=${encodeURIComponent(name)}`, wrap);
    expect(byName.body.groups.map((g: { code: string }) => g.code)).toEqual([res.body.code]);
    const byCode = await sandboxApi(`${GROUPS}/search?codes=${res.body.code}`, wrap);
    expect(byCode.body.groups).toHaveLength(1);
    const byAccount = await sandboxApi(`${GROUPS}/account/${accounts[0]}/groups`, wrap);
    expect(byAccount.body.groups.map((g: { code: string }) => g.code)).toContain(res.body.code);
  });

  it('refuses a create that breaks a rule with 422 and writes nothing', async () => {
    const [closed, [ok]] = await Promise.all([closedAccount(wrap), passingAccounts(wrap, 1)]);
    const name = uniqueName('Refused');
    const res = await post(GROUPS, wrap, payload(name, [closed, ok]));
    expect(res.status).toBe(422);
    expect(res.body.errors[0]).toMatchObject({ account: closed, code: 'NOT_ACTIVE' });
    expect((await sandboxApi(`${GROUPS}/search?query=${encodeURIComponent(name)}`, wrap)).body.groups).toEqual([]);
  });

  it('a concurrent double submit of the same create leaves exactly one group', async () => {
    const accounts = await passingAccounts(wrap, 2);
    const name = uniqueName('Double');
    const [a, b] = await Promise.all([post(GROUPS, wrap, payload(name, accounts)), post(GROUPS, wrap, payload(name, accounts))]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const found = await sandboxApi(`${GROUPS}/search?query=${encodeURIComponent(name)}`, wrap);
    expect(found.body.groups).toHaveLength(1);
    made.push(found.body.groups[0].code);
  });

  it('the same Idempotency-Key answers the first group, twice at once too', async () => {
    const accounts = await passingAccounts(wrap, 2);
    const name = uniqueName('Key');
    const key = `it-${name}`;
    const [a, b] = await Promise.all([post(GROUPS, wrap, payload(name, accounts), { 'idempotency-key': key }), post(GROUPS, wrap, payload(name, accounts), { 'idempotency-key': key })]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.code).toBe(b.body.code);
    made.push(a.body.code);
    expect((await sandboxApi(`${GROUPS}/search?query=${encodeURIComponent(name)}`, wrap)).body.groups).toHaveLength(1);
  });

  it("another adviser can't create with, read, change or close a group of wrap.adviser's accounts", async () => {
    const accounts = await passingAccounts(wrap, 2);
    const res = await post(GROUPS, wrap, payload(uniqueName('Private'), accounts, ['REPORTING']));
    made.push(res.body.code);
    expect((await post(GROUPS, grow, payload(uniqueName('Theft'), accounts))).status).toBe(403);
    expect((await sandboxApi(`${GROUPS}/search?codes=${res.body.code}`, grow)).body.groups).toEqual([]);
    expect((await sandboxApi(`${GROUPS}/account/${accounts[0]}/groups`, grow)).status).toBe(404);
    expect((await put(`${GROUPS}/${res.body.code}`, grow, payload('Mine now', accounts))).status).toBe(404);
    expect((await put(`${GROUPS}/${res.body.code}/close`, grow)).status).toBe(404);
  });

  it('updates need full access to every member: 403 with the spec message', async () => {
    const limitedGroups = (await sandboxApi(`${GROUPS}/search`, limited)).body.groups as Array<{ code: string; name: string; groupTypes: string[]; businessVentureId: string; dealerCode: string; accounts: Array<{ code: string }> }>;
    let blocked: (typeof limitedGroups)[number] | undefined;
    for (const g of limitedGroups) {
      const access = await sandboxApi(`/api/wealth/channel/user/v1/account/access?accountCode=${g.accounts.map((a) => a.code).join(',')}`, limited);
      if ((access.body.accessibleAccounts as Array<{ access: string }>).some((a) => a.access !== 'FULL')) blocked = g;
      if (blocked) break;
    }
    expect(blocked).toBeDefined();
    const g = blocked!;
    const body = { name: g.name, groupTypes: g.groupTypes, businessVentureId: g.businessVentureId, dealerCode: g.dealerCode, accounts: g.accounts };
    const edit = await put(`${GROUPS}/${g.code}`, limited, body);
    expect(edit.status).toBe(403);
    expect(JSON.stringify(edit.body)).toContain("You're unable to edit this group because you don't have full access to one or more Wrap accounts in the group.");
    const close = await put(`${GROUPS}/${g.code}/close`, limited);
    expect(close.status).toBe(403);
    expect(JSON.stringify(close.body)).toContain("You're unable to close this group because you don't have full access to one or more Wrap accounts in the group.");
  });

  it('update checks the rules (422) and renames; close hides the group from every read', async () => {
    const accounts = await passingAccounts(wrap, 3);
    const created = await post(GROUPS, wrap, payload(uniqueName('Life'), accounts.slice(0, 2)));
    const code = created.body.code as string;
    const closed = await closedAccount(wrap);
    const bad = await put(`${GROUPS}/${code}`, wrap, payload('Renamed', [...accounts.slice(0, 2), closed]));
    expect(bad.status).toBe(422);
    const name = uniqueName('Renamed');
    const ok = await put(`${GROUPS}/${code}`, wrap, payload(name, accounts));
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ code, name, accounts: expect.arrayContaining(accounts.map((c) => ({ code: c }))) });
    const end = await put(`${GROUPS}/${code}/close`, wrap);
    expect(end.body).toEqual({ code, status: 'CLOSED' });
    expect((await sandboxApi(`${GROUPS}/search?codes=${code}`, wrap)).body.groups).toEqual([]);
    const byAccount = await sandboxApi(`${GROUPS}/account/${accounts[0]}/groups`, wrap);
    expect(byAccount.body.groups.map((g: { code: string }) => g.code)).not.toContain(code);
    expect((await put(`${GROUPS}/${code}`, wrap, payload(name, accounts))).status).toBe(409);
  });
});
