// What the benchmark's floors (bare-proxy.ts, bare-yoga.ts, bare-graphql.ts) resolve: the gateway's upstream calls (user
// details, kept for good, then the gateway's very search URL through an undici keep-alive Agent) and the
// gateway's own mapping, under a one-field schema with only what SEARCH_QUERY selects.
import { Agent, request } from 'undici';
import { toAccountConnection } from '../../gateway/src/modules/accounts/account-connection.ts';
import { buildAccountQuery } from '../../gateway/src/modules/accounts/build-account-query.ts';
import { buildUrl } from '../../gateway/src/upstream/build-url.ts';
import { USER_DETAILS_PATH } from './search-run.ts';

export const SEARCH_TYPE_DEFS = /* GraphQL */ `
  input AccountFilter { keyword: String }
  type Account { accountId: ID! accountNumber: String! accountName: String! accountStatus: String accountType: String productCode: String accountBalance: Float adviserType: String }
  type AccountConnection { totalCount: Int! nodes: [Account!]! }
  type Query { accountSearch(filter: AccountFilter, first: Int = 25): AccountConnection }
`;

const upstream = process.env.UPSTREAM_BASE_URL ?? 'http://127.0.0.1:4010';
const dispatcher = new Agent({ keepAliveTimeout: 10_000, connections: 128 });
const users = new Map<string, { mac: string; loginBadge: string }>();

async function getJson(url: string, headers: Record<string, string>): Promise<any> {
  const res = await request(url, { headers, dispatcher, signal: AbortSignal.timeout(10_000) });
  const text = await res.body.text();
  if (res.statusCode !== 200) throw new Error(`upstream ${res.statusCode}: ${text.slice(0, 200)}`);
  return JSON.parse(text);
}

/** The caller's headers as the gateway forwards them for a search. */
export function callerHeaders(incoming: { authorization?: string; 'x-session-id'?: string | string[] }): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json', authorization: String(incoming.authorization) };
  if (incoming['x-session-id']) headers['x-session-id'] = String(incoming['x-session-id']);
  return headers;
}

export async function searchUpstream(headers: Record<string, string>, keyword: string | undefined, first: number) {
  let user = users.get(headers.authorization);
  if (!user) {
    user = (await getJson(`${upstream}${USER_DETAILS_PATH}`, headers)).data as { mac: string; loginBadge: string };
    users.set(headers.authorization, user);
  }
  const { query, advisers } = buildAccountQuery({ filter: { keyword }, first, badge: user.loginBadge });
  const url = buildUrl(upstream, `/api/intermediary-accounts/v2/intermediaries/${encodeURIComponent(user.mac)}/accounts`, query);
  return toAccountConnection(await getJson(url, advisers ? { ...headers, advisers } : headers));
}
