// Account groups through the gateway: the processed group, every rule's 422 as extensions.errors, the
// double submit, the full-access rule, and each failure of 000 §8 reached through /sandbox/faults.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { closedAccount, DEALER, feeGroupMember, otherDealerAccount, passingAccounts, uniqueName } from './groups-support.ts';
import { composerCode } from '../sandbox/src/seed/account-numbers.ts';
import { cents, clearFaults, gql, MONEY_TEXT, passwordGrant, sandboxApi, setFault } from './support.ts';

let wrap: string;
let limited: string;
const made: string[] = [];

const VALIDATE = /* GraphQL */ `mutation($input: ValidateAccountGroupInput!) { validateAccountGroup(input: $input) { code valid } }`;
const CREATE = /* GraphQL */ `mutation($input: AccountGroupInput!, $key: String) { createAccountGroup(input: $input, idempotencyKey: $key) { accountGroupCode accountGroupName status kinds } }`;
const UPDATE = /* GraphQL */ `mutation($code: ID!, $input: AccountGroupInput!) { updateAccountGroup(code: $code, input: $input) { accountGroupCode accountGroupName } }`;
const CLOSE = /* GraphQL */ `mutation($code: ID!) { closeAccountGroup(code: $code) { accountGroupCode status } }`;
const GROUP = /* GraphQL */ `query($code: ID!) { accountGroup(code: $code) {
  accountGroupCode accountGroupName status kinds isEditable portfolioValue dealerCode createdBy createdByName createdDate
  accounts { accountId accountNumber accountName productName accountStatus availableBalance access } } }`;
const SEARCH = /* GraphQL */ `query($q: String!) { wrapGroupSearch(query: $q, first: 10) { accountGroupCode } }`;

const input = (name: string, accounts: string[], groupTypes = ['FEE'], attributes: string[] = []) => ({ name, groupTypes, attributes, businessVentureId: 'MPM', dealerCode: DEALER, accounts });
const rulesOf = (res: { errors?: Array<{ extensions?: Record<string, any> }> }) => res.errors?.[0]?.extensions?.errors;

beforeAll(async () => {
  [wrap, limited] = (await Promise.all(['wrap.adviser', 'limited.access'].map((u) => passwordGrant(u)))).map((t) => t.access_token);
});
afterEach(clearFaults);
afterAll(async () => {
  await clearFaults();
  for (const code of made) await gql(CLOSE, { code }, wrap);
});

async function createGroup(label: string, count = 3, groupTypes = ['FEE']) {
  const accounts = await passingAccounts(wrap, count);
  const res = await gql(CREATE, { input: input(uniqueName(label), accounts, groupTypes) }, wrap);
  expect(res.errors).toBeUndefined();
  made.push(res.data.createAccountGroup.accountGroupCode);
  return { code: res.data.createAccountGroup.accountGroupCode as string, accounts };
}

describe('validateAccountGroup', () => {
  it('passes good accounts', async () => {
    const ok = await passingAccounts(wrap, 2);
    const res = await gql(VALIDATE, { input: { accounts: ok, dealerCode: DEALER, groupTypes: ['FEE'] } }, wrap);
    expect(res.data.validateAccountGroup).toEqual(ok.map((code) => ({ code, valid: true })));
  });

  it('surfaces every rule as extensions.errors', async () => {
    const [ok, closed, other, fee] = await Promise.all([passingAccounts(wrap, 9), closedAccount(wrap), otherDealerAccount(wrap), feeGroupMember(wrap)]);
    const run = (accounts: string[], extra: Record<string, unknown> = {}) => gql(VALIDATE, { input: { accounts, dealerCode: DEALER, groupTypes: ['FEE'], ...extra } }, wrap);
    const one = await run(ok.slice(0, 1));
    expect(one.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', upstreamStatus: 422 });
    expect(rulesOf(one).map((e: any) => e.code)).toEqual(['MIN_ACCOUNTS']);
    expect(rulesOf(await run(ok)).map((e: any) => e.code)).toEqual(['MAX_ACCOUNTS']);
    const mixed = rulesOf(await run([ok[0], closed, other, fee.account]));
    expect(mixed).toEqual([
      { account: closed, code: 'NOT_ACTIVE', message: "This account is not 'active'. An account must be active for inclusion in an account group.", severity: 'error' },
      { account: other, code: 'DEALER_LINK', message: 'This account is not linked to the dealer group selected, please remove this account.', severity: 'error' },
      { account: fee.account, code: 'FEE_GROUP_CLASH', message: 'This account is already in another active fee group.', severity: 'error' },
    ]);
    const access = rulesOf(await gql(VALIDATE, { input: { accounts: ok.slice(0, 2), groupTypes: ['FEE'] } }, limited));
    expect(access?.every((e: any) => e.code === 'ACCESS_LEVEL' && e.message === "Account can't be in this group as you don't have the required access level")).toBe(true);
  });

  it('a validate failure other than 422 is UPSTREAM_UNAVAILABLE (the form shows the unavailable message)', async () => {
    await setFault({ method: 'POST', path: '/api/wealth/grouping/v2/account-groups/validate', status: 500 });
    const res = await gql(VALIDATE, { input: { accounts: await passingAccounts(wrap, 2) } }, wrap);
    expect(res.errors?.[0].extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(rulesOf(res)).toBeUndefined();
  });
});

describe('createAccountGroup and accountGroup', () => {
  it('creates, then reads the processed group with accounts, balances and access; wrap group search finds it', async () => {
    const accounts = await passingAccounts(wrap, 3);
    const name = uniqueName('Page');
    const created = await gql(CREATE, { input: { ...input(`${name}**`, accounts, ['FEE'], ['ADVISER_SERVICE_FEE']), status: 'ACTIVE' } }, wrap);
    expect(created.errors).toBeUndefined();
    const code = created.data.createAccountGroup.accountGroupCode;
    made.push(code);
    expect(created.data.createAccountGroup).toMatchObject({ accountGroupName: name, status: 'ACTIVE', kinds: ['ADVISER_FEE', 'FEE'] });
    const res = await gql(GROUP, { code }, wrap);
    expect(res.errors).toBeUndefined();
    const group = res.data.accountGroup;
    expect(group).toMatchObject({ accountGroupCode: code, isEditable: true, dealerCode: DEALER, createdBy: 'M0000001', createdByName: 'Olivia Bennett' });
    expect(group.accounts.map((a: any) => a.accountId).sort()).toEqual([...accounts].sort());
    expect(group.accounts.every((a: any) => MONEY_TEXT.test(a.availableBalance) && a.access === 'FULL' && a.accountStatus === 'Active')).toBe(true);
    // Exactly, in cents: the portfolio value is the members' balances added up.
    const sum = group.accounts.reduce((s: number, a: any) => s + cents(a.availableBalance), 0);
    expect(cents(group.portfolioValue)).toBe(sum);
    const search = await gql(SEARCH, { q: name }, wrap);
    expect(search.data.wrapGroupSearch).toEqual([{ accountGroupCode: code }]);
  });

  it('a concurrent double submit with the draft key leaves exactly one group', async () => {
    const accounts = await passingAccounts(wrap, 2);
    const name = uniqueName('Twice');
    const vars = { input: input(name, accounts), key: `draft-${name}` };
    const [a, b] = await Promise.all([gql(CREATE, vars, wrap), gql(CREATE, vars, wrap)]);
    expect(a.errors).toBeUndefined();
    expect(b.errors).toBeUndefined();
    expect(a.data.createAccountGroup.accountGroupCode).toBe(b.data.createAccountGroup.accountGroupCode);
    made.push(a.data.createAccountGroup.accountGroupCode);
    expect((await gql(SEARCH, { q: name }, wrap)).data.wrapGroupSearch).toHaveLength(1);
  });

  it('a concurrent double submit without a key: one group, the other answer is the 409', async () => {
    const accounts = await passingAccounts(wrap, 2);
    const name = uniqueName('NoKey');
    const [a, b] = await Promise.all([gql(CREATE, { input: input(name, accounts) }, wrap), gql(CREATE, { input: input(name, accounts) }, wrap)]);
    const failed = [a, b].filter((r) => r.errors);
    expect(failed).toHaveLength(1);
    expect(failed[0].errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', upstreamStatus: 409 });
    const found = (await gql(SEARCH, { q: name }, wrap)).data.wrapGroupSearch;
    expect(found).toHaveLength(1);
    made.push(found[0].accountGroupCode);
  });

  it('a create that breaks a rule answers the 422 errors', async () => {
    const [closed, [ok]] = await Promise.all([closedAccount(wrap), passingAccounts(wrap, 1)]);
    const res = await gql(CREATE, { input: input(uniqueName('Bad'), [closed, ok]) }, wrap);
    expect(rulesOf(res)).toEqual([expect.objectContaining({ account: closed, code: 'NOT_ACTIVE' })]);
  });

  it('limited access: isEditable false, and update and close are FORBIDDEN with the spec message', async () => {
    const groups = (await gql(`{ wrapGroupSearch(first: 50) { accountGroupCode } }`, {}, limited)).data.wrapGroupSearch;
    const pages = await Promise.all(groups.map((g: any) => gql(GROUP, { code: g.accountGroupCode }, limited)));
    const blocked = pages.map((p) => p.data.accountGroup).find((g) => g.isEditable === false);
    const open = pages.map((p) => p.data.accountGroup).find((g) => g.isEditable === true);
    expect(blocked).toBeDefined();
    expect(open).toBeDefined(); // "one of its groups has FULL access throughout"
    const members = blocked.accounts.map((a: any) => a.accountId);
    const update = await gql(UPDATE, { code: blocked.accountGroupCode, input: input(blocked.accountGroupName, members, ['REPORTING']) }, limited);
    expect(update.errors?.[0]).toMatchObject({ message: "You're unable to edit this group because you don't have full access to one or more Wrap accounts in the group.", extensions: { code: 'FORBIDDEN' } });
    const close = await gql(CLOSE, { code: blocked.accountGroupCode }, limited);
    expect(close.errors?.[0].message).toBe("You're unable to close this group because you don't have full access to one or more Wrap accounts in the group.");
  });

  it('update renames and close removes it from search; the page then answers NOT_FOUND', async () => {
    const { code, accounts } = await createGroup('Edit');
    const name = uniqueName('Edited');
    const updated = await gql(UPDATE, { code, input: input(`${name}!`, accounts.slice(0, 2)) }, wrap);
    expect(updated.data.updateAccountGroup).toEqual({ accountGroupCode: code, accountGroupName: name });
    expect((await gql(GROUP, { code }, wrap)).data.accountGroup.accounts).toHaveLength(2);
    expect((await gql(CLOSE, { code }, wrap)).data.closeAccountGroup).toEqual({ accountGroupCode: code, status: 'CLOSED' });
    expect((await gql(SEARCH, { q: name }, wrap)).data.wrapGroupSearch).toEqual([]);
    expect((await gql(GROUP, { code }, wrap)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});

describe('failures of 000 §8, through /sandbox/faults', () => {
  it('group retrieval: 503 is UPSTREAM_UNAVAILABLE, a broken body UPSTREAM_BAD_RESPONSE', async () => {
    const { code } = await createGroup('Faults', 2, ['REPORTING']);
    await setFault({ path: '/api/wealth/grouping/v2/account-groups/search', status: 503 });
    expect((await gql(GROUP, { code }, wrap)).errors?.[0].extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    await clearFaults();
    await setFault({ path: '/api/wealth/grouping/v2/account-groups/search', malformed: true });
    await new Promise((r) => setTimeout(r, 2100)); // past the 2000 ms response cache
    expect((await gql(GROUP, { code }, wrap)).errors?.[0].extensions?.code).toBe('UPSTREAM_BAD_RESPONSE');
  });

  it('a balance failure: that balance and the portfolio value are null, with the catalogue message', async () => {
    const { code } = await createGroup('Balance', 2, ['REPORTING']);
    await setFault({ path: '/api/wealth/channel/portfolio/v1/*/balance', status: 500 });
    const res = await gql(GROUP, { code }, wrap);
    expect(res.data.accountGroup.portfolioValue).toBeNull();
    expect(res.data.accountGroup.accounts.every((a: any) => a.availableBalance === null)).toBe(true);
    expect(res.errors?.[0].message).toBe('Error while retrieving balance for account');
  });

  it('an access-level failure nulls isEditable only', async () => {
    const { code } = await createGroup('Access', 2, ['REPORTING']);
    await setFault({ path: '/api/wealth/channel/user/v1/account/access', status: 500 });
    const res = await gql(GROUP, { code }, wrap);
    expect(res.data.accountGroup.isEditable).toBeNull();
    expect(res.data.accountGroup.accountGroupCode).toBe(code);
    expect(res.errors?.some((e) => e.path?.includes('isEditable'))).toBe(true);
  });

  it('create and update failures carry UPSTREAM_UNAVAILABLE and write nothing', async () => {
    const accounts = await passingAccounts(wrap, 2);
    const name = uniqueName('Down');
    await setFault({ method: 'POST', path: '/api/wealth/grouping/v2/account-groups', status: 503 });
    expect((await gql(CREATE, { input: input(name, accounts) }, wrap)).errors?.[0].extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    await clearFaults();
    expect((await gql(SEARCH, { q: name }, wrap)).data.wrapGroupSearch).toEqual([]);
    const { code, accounts: members } = await createGroup('UpdateDown', 2, ['REPORTING']);
    await setFault({ method: 'PUT', path: `/api/wealth/grouping/v2/account-groups/${code}`, status: 500 });
    expect((await gql(UPDATE, { code, input: input(name, members, ['REPORTING']) }, wrap)).errors?.[0].extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
  });

  it('wrap account numbers for super and pension composer codes, and their failure', async () => {
    // The seed's composer codes (super and pension accounts); the call answers the visible ones.
    const codes = Array.from({ length: 300 }, (_, i) => composerCode(i));
    const Q = `query($c: [String!]!) { wrapAccountNumbers(composerCodes: $c) { composerCode wrapAccountNumber } }`;
    // Two calls: a list argument holds at most 200 items (issue 11).
    const halves = [codes.slice(0, 150), codes.slice(150)];
    const found = (await Promise.all(halves.map(async (c) => (await gql(Q, { c }, wrap)).data.wrapAccountNumbers))).flat();
    expect(found.length).toBeGreaterThan(0);
    const [first] = found;
    const direct = await sandboxApi(`/api/wealth/channel/account/v1/externalsystem/identifiers?composerCode=${first.composerCode}`, wrap);
    expect(direct.body.identifiers).toEqual([{ composerCode: first.composerCode, 'wrap-account-number': first.wrapAccountNumber }]);
    expect(first.wrapAccountNumber).toMatch(/^W[SP]\d+$/);
    await setFault({ path: '/api/wealth/channel/account/v1/externalsystem/identifiers', status: 500 });
    const res = await gql(Q, { c: ['C12345678'] }, wrap);
    expect(res.errors?.[0].extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
  });
});
