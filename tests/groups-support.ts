// Helpers for the account group suites: find accounts that pass (or fail) a rule in the seeded data,
// so the tests hold whatever groups earlier suites made.
import { sandboxApi } from './support.ts';

export const GROUPS = '/api/wealth/grouping/v2/account-groups';
export const DEALER = 'HBWP';

interface Row {
  accountId: string;
  accountNumber: string;
  accountStatus: string;
  adviserCode: string;
}

async function wrapAccounts(token: string, mac: string, status: string): Promise<Row[]> {
  const rows: Row[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 4; page++) {
    const q = new URLSearchParams({ accountType: 'WRAP', accountStatus: status, limit: '100', ...(cursor ? { endCursor: cursor } : {}) });
    const res = await sandboxApi(`/api/intermediary-accounts/v2/intermediaries/${mac}/accounts?${q}`, token);
    rows.push(...(res.body.data.accounts as Row[]));
    cursor = res.body.data.endCursor;
    if (!cursor) break;
  }
  return rows;
}

export async function macOf(token: string): Promise<string> {
  return (await sandboxApi('/api/wealth/channel/user/v1/user/details', token)).body.data.mac;
}

/** Accounts of `status` linked under the dealer that the validate call passes for a FEE group now. */
export async function passingAccounts(token: string, count: number, status = 'Active', dealer = DEALER): Promise<string[]> {
  const rows = await wrapAccounts(token, await macOf(token), status);
  const ids = [...new Set(rows.filter((r) => r.adviserCode.startsWith(dealer) && r.accountStatus === status).map((r) => r.accountId))];
  const res = await sandboxApi(`${GROUPS}/validate`, token, {
    method: 'POST',
    body: JSON.stringify({ accounts: ids.map((code) => ({ code })), dealerCode: dealer, groupTypes: ['FEE'] }),
  });
  const bad = new Set(((res.body.errors ?? []) as Array<{ account: string | null }>).map((e) => e.account));
  return ids.filter((id) => !bad.has(id)).slice(0, count);
}

/** A closed account that fails only NOT_ACTIVE (full access, dealer-linked, no fee group). */
export async function closedAccount(token: string): Promise<string> {
  const rows = await wrapAccounts(token, await macOf(token), 'Closed');
  const ids = [...new Set(rows.filter((r) => r.adviserCode.startsWith(DEALER)).map((r) => r.accountId))];
  const res = await sandboxApi(`${GROUPS}/validate`, token, {
    method: 'POST',
    body: JSON.stringify({ accounts: ids.map((code) => ({ code })), dealerCode: DEALER, groupTypes: ['FEE'] }),
  });
  const errors = res.body.errors as Array<{ account: string | null; code: string }>;
  const only = ids.find((id) => {
    const codes = errors.filter((e) => e.account === id).map((e) => e.code);
    return codes.length === 1 && codes[0] === 'NOT_ACTIVE';
  });
  if (!only) throw new Error('no closed account that fails only NOT_ACTIVE');
  return only;
}

/** An active, full-access account linked only under another dealer of the user. */
export async function otherDealerAccount(token: string, dealer = 'SXFP'): Promise<string> {
  const rows = await wrapAccounts(token, await macOf(token), 'Active');
  const under = (d: string) => new Set(rows.filter((r) => r.adviserCode.startsWith(d)).map((r) => r.accountId));
  const mine = under(DEALER);
  const other = [...under(dealer)].filter((id) => !mine.has(id));
  if (!other.length) throw new Error(`no account only under ${dealer}`);
  return other[0];
}

/** Members of the user's active FEE groups. */
export async function feeGroupMember(token: string): Promise<{ account: string; group: string }> {
  const res = await sandboxApi(`${GROUPS}/search?groupType=FEE`, token);
  const group = (res.body.groups as Array<{ code: string; status: string; dealerCode: string; accounts: Array<{ code: string }> }>).find(
    (g) => g.status === 'ACTIVE' && g.dealerCode === DEALER,
  );
  if (!group) throw new Error('no active fee group');
  return { account: group.accounts[0].code, group: group.code };
}

export const uniqueName = (label: string) => `IT ${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
