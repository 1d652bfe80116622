// The account group page and writes through GraphQL, against the fake upstream.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { account, GROUPS_PATH, routeHappyPaths } from '../../testing/fixtures.js';
import { startHarness, type Harness } from '../../testing/harness.js';

let h: Harness;
beforeEach(async () => {
  h = await startHarness();
  routeHappyPaths(h.upstream);
});
afterEach(() => h.close());

const LIST = '/api/intermediary-accounts/v1/intermediaries/M100001/accounts/list';
const ACCESS = '/api/wealth/channel/user/v1/account/access';
const BALANCE = /^\/api\/wealth\/channel\/portfolio\/v1\/([^/]+)\/balance$/;
const group = { code: 'AG000001', name: 'Nguyen fees', groupTypes: ['FEE'], businessVentureId: 'MPM', status: 'WEIRD', accounts: [{ code: 'A1' }, { code: 'A2' }, { code: 'A3' }], dealerCode: 'D001', attributes: ['ADMIN_FEE'], createdBy: 'M1', createdDate: '2025-02-01T00:00:00Z' };

function routeMembers(access: Record<string, string>) {
  h.upstream.route('GET', GROUPS_PATH, { body: { groups: [group] } });
  h.upstream.route('GET', LIST, { body: { accounts: ['A1', 'A2', 'A3'].map((id) => account({ accountId: id, accountNumber: `N${id}` })) } });
  h.upstream.route('GET', ACCESS, { body: { accessibleAccounts: Object.entries(access).map(([id, level]) => ({ id, access: level })) } });
  h.upstream.route('GET', BALANCE, (req) => ({ body: { netPortfolioValue: req.path.includes('A1') ? 0.1 : req.path.includes('A2') ? 0.2 : 1234567.35 } }));
}

const PAGE = /* GraphQL */ `query($code: ID!) { accountGroup(code: $code) { accountGroupCode status kinds isEditable portfolioValue accounts { accountNumber availableBalance access } } }`;

describe('accountGroup', () => {
  it('builds the processed group: members, balances and access each in one step', async () => {
    routeMembers({ A1: 'FULL', A2: 'FULL', A3: 'FULL' });
    const res = await h.query(PAGE, { token: 't', variables: { code: 'AG000001' } });
    expect(res.errors).toBeUndefined();
    expect(res.data.accountGroup).toMatchObject({ status: 'ACTIVE', kinds: ['ADMIN_FEE', 'FEE'], isEditable: true, portfolioValue: '1234567.65' });
    // Each balance as Money text too; the sum is by cents (0.1 + 0.2 + 1234567.35 in floats is 1234567.6500000001).
    expect(res.data.accountGroup.accounts.map((a: any) => a.availableBalance)).toEqual(['0.10', '0.20', '1234567.35']);
    expect(res.data.accountGroup.accounts.map((a: any) => a.accountNumber)).toEqual(['NA1', 'NA2', 'NA3']);
    expect(h.upstream.calls(GROUPS_PATH)[0].query.get('codes')).toBe('AG000001');
    expect(h.upstream.calls(LIST)).toHaveLength(1);
    expect(h.upstream.calls(ACCESS)).toHaveLength(1);
    expect(h.upstream.calls(BALANCE)).toHaveLength(3);
  });

  it('is not editable when any member lacks full access', async () => {
    routeMembers({ A1: 'FULL', A2: 'LIMITED', A3: 'FULL' });
    const res = await h.query(PAGE, { token: 't', variables: { code: 'AG000001' } });
    expect(res.data.accountGroup.isEditable).toBe(false);
  });

  it('a failing balance nulls that balance and the portfolio value only', async () => {
    routeMembers({ A1: 'FULL', A2: 'FULL', A3: 'FULL' });
    h.upstream.route('GET', BALANCE, (req) => (req.path.includes('A2') ? { status: 500, body: {} } : { body: { netPortfolioValue: 1 } }));
    const res = await h.query(PAGE, { token: 't', variables: { code: 'AG000001' } });
    expect(res.data.accountGroup.portfolioValue).toBeNull();
    expect(res.data.accountGroup.accounts[1].availableBalance).toBeNull();
    expect(res.errors?.[0].message).toBe('Error while retrieving balance for account');
  });

  it('answers NOT_FOUND for a group the search does not return', async () => {
    h.upstream.route('GET', GROUPS_PATH, { body: { groups: [] } });
    const res = await h.query(PAGE, { token: 't', variables: { code: 'AG999' } });
    expect(res.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});

describe('group writes', () => {
  const CREATE = /* GraphQL */ `mutation($input: AccountGroupInput!, $key: String) { createAccountGroup(input: $input, idempotencyKey: $key) { accountGroupCode status } }`;
  const input = { name: ' Smith * Family! ', groupTypes: ['FEE'], businessVentureId: 'MPM', dealerCode: 'D001', accounts: ['A1', 'A2', 'A1'] };

  it('cleans the name, submits ACTIVE and sends the Idempotency-Key', async () => {
    h.upstream.route('POST', '/api/wealth/grouping/v2/account-groups', { status: 201, body: { ...group, status: 'ACTIVE' } });
    const res = await h.query(CREATE, { token: 't', variables: { input, key: 'draft-1' } });
    expect(res.errors).toBeUndefined();
    const [call] = h.upstream.calls('/api/wealth/grouping/v2/account-groups', 'POST');
    expect(call.headers['idempotency-key']).toBe('draft-1');
    expect(JSON.parse(call.body)).toEqual({ name: 'Smith   Family', groupTypes: ['FEE'], attributes: [], businessVentureId: 'MPM', status: 'ACTIVE', dealerCode: 'D001', accounts: [{ code: 'A1' }, { code: 'A2' }] });
  });

  it('surfaces the 422 per-account errors as extensions.errors', async () => {
    const errors = [{ account: 'A2', code: 'NOT_ACTIVE', message: 'x', severity: 'error' }];
    h.upstream.route('POST', '/api/wealth/grouping/v2/account-groups/validate', { status: 422, body: { errors } });
    const res = await h.query(/* GraphQL */ `mutation { validateAccountGroup(input: { accounts: ["A1", "A2"], groupTypes: [FEE] }) { code valid } }`, { token: 't' });
    expect(res.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', upstreamStatus: 422, errors });
  });

  const CLOSE = /* GraphQL */ `mutation { closeAccountGroup(code: "AG000001") { accountGroupCode status } }`;

  it('close answers the closed status', async () => {
    routeMembers({ A1: 'FULL', A2: 'FULL', A3: 'FULL' });
    h.upstream.route('PUT', '/api/wealth/grouping/v2/account-groups/AG000001/close', { body: { code: 'AG000001', status: 'CLOSED' } });
    const res = await h.query(CLOSE, { token: 't' });
    expect(res.data.closeAccountGroup).toEqual({ accountGroupCode: 'AG000001', status: 'CLOSED' });
  });

  it('close is refused, before any write, without full access to every member (the policy: group.close)', async () => {
    routeMembers({ A1: 'FULL', A2: 'LIMITED', A3: 'FULL' });
    const res = await h.query(CLOSE, { token: 't' });
    expect(res.errors?.[0]).toMatchObject({
      message: "You're unable to close this group because you don't have full access to one or more Wrap accounts in the group.",
      extensions: { code: 'FORBIDDEN', reason: 'ACCESS', policyCode: 'GROUP_ACCESS', action: 'group.close' },
    });
    expect(h.upstream.calls(/\/close$/)).toHaveLength(0);
  });
});
