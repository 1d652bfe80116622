// Shared helpers for the integration suite: sign in against the sandbox, ask the gateway.
import { inject } from 'vitest';

export const sandboxUrl = () => inject('sandboxUrl');
export const gatewayUrl = () => inject('gatewayUrl');

export interface Tokens {
  access_token: string;
  refresh_token: string;
  scope: string;
  expires_in: number;
  refresh_token_expires_in: number;
}

export async function passwordGrant(username: string, password = 'demo'): Promise<Tokens> {
  const res = await fetch(`${sandboxUrl()}/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in of ${username} failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as Tokens;
}

export interface GqlResult<T = any> {
  data?: T;
  errors?: { message: string; path?: (string | number)[]; extensions?: Record<string, any> }[];
}

export async function gql<T = any>(
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
  headers: Record<string, string> = {},
): Promise<GqlResult<T>> {
  const res = await fetch(`${gatewayUrl()}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json, application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as GqlResult<T>;
}

export async function sandboxApi(path: string, token: string, init: RequestInit = {}) {
  const res = await fetch(`${sandboxUrl()}${path}`, {
    ...init,
    headers: {
      authorization: `Bearer ${token}`,
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...(init.headers ?? {}),
    },
  });
  const text = await res.text();
  let body: any = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* non-JSON bodies stay text */
  }
  return { status: res.status, body };
}

/** The sandbox's development endpoints answer only calls that carry this header (issue 11 item 14). */
export const DEV = { 'x-sandbox-dev': '1' } as const;

export async function setFault(fault: Record<string, unknown>) {
  const res = await fetch(`${sandboxUrl()}/sandbox/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...DEV },
    body: JSON.stringify(fault),
  });
  if (res.status !== 201) throw new Error(`fault not set: ${res.status}`);
}

export async function clearFaults() {
  await fetch(`${sandboxUrl()}/sandbox/faults`, { method: 'DELETE', headers: DEV });
}
