// Two advisers swap ids: adviser A's token asking for adviser B's accounts, clients and groups gets nothing of B's.
import { beforeAll, describe, expect, it } from 'vitest';
import { gql, passwordGrant, sandboxApi, type Tokens } from './support.ts';

const ACCOUNTS = /* GraphQL */ `query($f: AccountFilter, $n: Int) {
  accountSearch(filter: $f, first: $n) { totalCount nodes { accountId accountNumber accountName accountType adviserCode } }
}`;

let a: Tokens;
let b: Tokens;
let aMac: string;
let bMac: string;
let aAccounts: { accountId: string; accountNumber: string; accountName: string; accountType: string; adviserCode: string }[];

beforeAll(async () => {
  [a, b] = await Promise.all([passwordGrant('wrap.adviser'), passwordGrant('grow.adviser')]);
  const who = `{ viewer { user { mac } } }`;
  aMac = (await gql(who, {}, a.access_token)).data.viewer.user.mac;
  bMac = (await gql(who, {}, b.access_token)).data.viewer.user.mac;
  const res = await gql(ACCOUNTS, { f: { accountStatus: ['Active'] }, n: 25 }, a.access_token);
  aAccounts = res.data.accountSearch.nodes;
  expect(aAccounts.length).toBeGreaterThan(5);
});

describe('adviser B cannot see adviser A', () => {
  it('through the gateway: A account ids in B filter give nothing', async () => {
    const ids = aAccounts.map((x) => x.accountId);
    const res = await gql(ACCOUNTS, { f: { accountIds: ids, accountStatus: ['Active', 'Closed'] }, n: 25 }, b.access_token);
    expect(res.errors).toBeUndefined();
    expect(res.data.accountSearch.nodes).toEqual([]);
    expect(res.data.accountSearch.totalCount).toBe(0);
  });

  it('through the gateway: A adviser codes as B filter are refused, not answered', async () => {
    const res = await gql(ACCOUNTS, { f: { adviserCodes: [aAccounts[0].adviserCode] }, n: 5 }, b.access_token);
    expect(res.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(res.data?.accountSearch ?? null).toBeNull();
  });

  it('through the gateway: B keyword search for A account name finds none of A accounts', async () => {
    const word = aAccounts.map((x) => x.accountName.split(/[^A-Za-z]+/).find((w) => w.length >= 4)).find(Boolean)!;
    const aIds = new Set(aAccounts.map((x) => x.accountId));
    const res = await gql(ACCOUNTS, { f: { keyword: word, accountStatus: ['Active', 'Closed'] }, n: 100 }, b.access_token);
    for (const node of res.data.accountSearch.nodes) expect(aIds.has(node.accountId)).toBe(false);
  });

  it('on the sandbox: B cannot use A mac, nor read A accounts, balances or access levels', async () => {
    const asA = await sandboxApi(`/api/intermediary-accounts/v2/intermediaries/${aMac}/accounts`, b.access_token);
    expect(asA.status).toBe(404); // another user's mac answers like an unknown one (the policy)
    const ids = aAccounts.map((x) => x.accountId).join(',');
    const list = await sandboxApi(`/api/intermediary-accounts/v1/intermediaries/${bMac}/accounts/list?account_list=${ids}`, b.access_token);
    expect(list.status).toBe(200);
    expect(list.body.accounts).toEqual([]);
    const wrap = aAccounts.find((x) => x.accountType === 'WRAP') ?? aAccounts[0];
    const balance = await sandboxApi(`/api/wealth/channel/portfolio/v1/${wrap.accountNumber}/balance`, b.access_token);
    expect([403, 404]).toContain(balance.status);
    expect(balance.body.netPortfolioValue).toBeUndefined();
    const access = await sandboxApi(`/api/wealth/channel/user/v1/account/access?accountCode=${ids}`, b.access_token);
    expect(access.body.accessibleAccounts).toEqual([]);
  });

  it('clients: B sees none of A clients, by search or by id', async () => {
    const mine = await sandboxApi(`/api/wealth/ada/search/clients?query=a&limit=30`, a.access_token);
    expect(mine.status).toBe(200);
    const aClients: { contact_id: string; last_name: string | null; organisation_name: string | null }[] = mine.body.data;
    expect(aClients.length).toBeGreaterThan(0);
    const ids = aClients.map((c) => c.contact_id);
    const byId = await sandboxApi(`/api/wealth/ada/search/clients?client-id=${ids.join(',')}&client-view=details`, b.access_token);
    expect(byId.body.data).toEqual([]);
    const name = (aClients[0].last_name ?? aClients[0].organisation_name)!.split(' ')[0];
    const viaGateway = await gql(`query($q: String!) { clientSearch(query: $q) { nodes { contactId } } }`, { q: name }, b.access_token);
    for (const c of viaGateway.data.clientSearch.nodes) expect(ids).not.toContain(c.contactId);
  });

  it('groups: B cannot find, read or close A groups', async () => {
    const aGroups = await gql(`{ wrapGroupSearch(first: 50) { accountGroupCode accountGroupName } }`, {}, a.access_token);
    const codes: string[] = aGroups.data.wrapGroupSearch.map((g: any) => g.accountGroupCode);
    expect(codes.length).toBeGreaterThan(0);
    const bGroups = await gql(`{ wrapGroupSearch(first: 50) { accountGroupCode } }`, {}, b.access_token);
    for (const g of bGroups.data.wrapGroupSearch) expect(codes).not.toContain(g.accountGroupCode);
    const byCode = await sandboxApi(`/api/wealth/grouping/v2/account-groups/search?codes=${codes.join(',')}`, b.access_token);
    expect(byCode.body.groups).toEqual([]);
    const close = await sandboxApi(`/api/wealth/grouping/v2/account-groups/${codes[0]}/close`, b.access_token, { method: 'PUT' });
    expect([403, 404]).toContain(close.status);
    // Closed groups drop out of search, so A still finding it proves B's close did nothing.
    await new Promise((r) => setTimeout(r, 2100)); // past the gateway's 2000 ms cache of A's earlier search
    const still = await gql(`{ wrapGroupSearch(first: 50) { accountGroupCode status } }`, {}, a.access_token);
    expect(still.data.wrapGroupSearch.find((g: any) => g.accountGroupCode === codes[0])).toBeDefined();
    const wrap = aAccounts.find((x) => x.accountType === 'WRAP') ?? aAccounts[0];
    const groupsOf = await sandboxApi(`/api/wealth/grouping/v2/account-groups/account/${wrap.accountId}/groups`, b.access_token);
    expect([403, 404]).toContain(groupsOf.status);
  });
});

describe('notification centre: adviser B never sees or changes adviser A’s', () => {
  const ALERTS = '{ alerts { nodes { id text read } } alertCounts { total unread unseen } }';

  it('alerts, counts and marks: B sending A alert ids changes nothing of A', async () => {
    const before = (await gql(ALERTS, {}, a.access_token)).data;
    const bAlerts = (await gql(ALERTS, {}, b.access_token)).data;
    const aIds = new Set(before.alerts.nodes.map((n: { id: string }) => n.id));
    for (const n of bAlerts.alerts.nodes) expect(aIds.has(n.id)).toBe(false);
    const unreadOfA = before.alerts.nodes.filter((n: { read: boolean }) => !n.read).map((n: { id: string }) => n.id);
    expect(unreadOfA.length).toBeGreaterThan(0);

    await gql('mutation($ids: [ID!]!) { markAlertsRead(ids: $ids) { marked } }', { ids: unreadOfA }, b.access_token);
    const seen = await gql('mutation($id: ID!) { markAlertSeen(id: $id) { unseen } }', { id: before.alerts.nodes[0].id }, b.access_token);
    expect(seen.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const after = (await gql(ALERTS, {}, a.access_token)).data;
    expect(after.alertCounts).toEqual(before.alertCounts);
    expect(after.alerts.nodes.filter((n: { read: boolean }) => !n.read).map((n: { id: string }) => n.id)).toEqual(unreadOfA);
    // Mark all read by B touches only B's.
    await gql('mutation { markAllAlertsRead { marked } }', {}, b.access_token);
    expect((await gql(ALERTS, {}, a.access_token)).data.alertCounts.unread).toBe(before.alertCounts.unread);
  });

  it('notification preferences, counts, visits and pages are per user', async () => {
    const save = `mutation($input: NotificationPreferencesInput!) { saveNotificationPreferences(input: $input) { accountBalanceThreshold } }`;
    await gql(save, { input: { accountBalanceThresholdSelected: true, accountBalanceThreshold: '123456.00', insufficientFundsForPendingPaymentsThresholdSelected: false } }, a.access_token);
    await gql(save, { input: { accountBalanceThresholdSelected: true, accountBalanceThreshold: '99999999.00', insufficientFundsForPendingPaymentsThresholdSelected: false } }, b.access_token);
    const mine = await gql('{ notificationPreferences { accountBalanceThreshold } accountBalanceNotifications { rows { accountId } } }', {}, a.access_token);
    expect(mine.data.notificationPreferences.accountBalanceThreshold).toBe('123456.00');
    const theirs = await gql('{ accountBalanceNotifications { rows { accountId } } termDepositMaturities(fromDate: "2000-01-01", toDate: "2000-12-31") { accountId } }', {}, b.access_token);
    const aAccountIds = new Set(aAccounts.map((x) => x.accountId));
    for (const r of theirs.data.accountBalanceNotifications.rows) expect(aAccountIds.has(r.accountId)).toBe(false);
    await gql('mutation { markNotificationPageVisited(page: PENDING_PAYMENTS) { pendingPaymentsVisited } }', {}, b.access_token);
    expect((await gql('{ notificationCounts { pendingPaymentsVisited } }', {}, a.access_token)).data.notificationCounts.pendingPaymentsVisited).toBe(false);
  });

  it('on the sandbox: B cannot mark A alerts read or seen', async () => {
    const aList = await sandboxApi('/api/channel/notification-centre/v1/alert', a.access_token);
    const target = aList.body.data.find((x: { read: boolean }) => !x.read) ?? aList.body.data[0];
    const read = await sandboxApi('/api/channel/notification-centre/v1/alert/mark-read', b.access_token, { method: 'POST', body: JSON.stringify({ alert_ids: [target.alert_id] }) });
    expect(read.body.data.updated).toBe(0);
    const seen = await sandboxApi('/api/channel/notification-centre/v1/alert/mark-last-seen', b.access_token, { method: 'POST', body: JSON.stringify({ alert_id: target.alert_id }) });
    expect(seen.status).toBe(404);
  });
});
