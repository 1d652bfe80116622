// Shared helpers for the integration suite: sign in against the sandbox, ask the gateway.
import { inject } from 'vitest';
import { readSseData } from '../scripts/lib/sse.ts';

export const sandboxUrl = () => inject('sandboxUrl');
export const gatewayUrl = () => inject('gatewayUrl');

/** Rows of a read-only query on the sandbox's store (tests/store-reader.ts): facts read straight from it. */
export async function storeRows<T = Record<string, any>>(sql: string, params: unknown[] = []): Promise<T[]> {
  const res = await fetch(inject('storeUrl'), { method: 'POST', body: JSON.stringify({ sql, params }) });
  const body = (await res.json()) as { rows?: T[]; error?: string };
  if (res.status !== 200) throw new Error(`store query failed: ${body.error}`);
  return body.rows!;
}

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

/**
 * Whole cents of a Money answer ("-12.50" is -1250), read by its digits, so sums and comparisons in a test stay
 * exact; anything but Money text (exactly 2 decimals) throws.
 */
export function cents(money: string): number {
  const m = /^(-)?(\d+)\.(\d{2})$/.exec(money);
  if (!m) throw new Error(`not Money text: ${JSON.stringify(money)}`);
  const value = Number(m[2]) * 100 + Number(m[3]);
  return m[1] ? -value : value;
}

/** Money text: exactly 2 decimals, e.g. "1234.50", "-12.00". */
export const MONEY_TEXT = /^-?\d+\.\d{2}$/;

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

/** A GraphQL subscription over server-sent events (yoga's transport): the results as they come, and close(). */
export function subscribe<T = any>(query: string, token: string, variables: Record<string, unknown> = {}) {
  const controller = new AbortController();
  const results: GqlResult<T>[] = [];
  const waiters: (() => void)[] = [];
  const opened = fetch(`${gatewayUrl()}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
    signal: controller.signal,
  }).then(async (res) => {
    if (!res.ok || !res.body) throw new Error(`subscription refused: ${res.status} ${await res.text()}`);
    void readSseData(res.body, (data) => {
      results.push(JSON.parse(data) as GqlResult<T>);
      waiters.splice(0).forEach((wake) => wake());
    });
    return res;
  });
  return {
    opened,
    results,
    /** Resolves with the first result after `from` that passes `test`, or rejects after `timeoutMs`. */
    async next(test: (r: GqlResult<T>) => boolean = () => true, from = 0, timeoutMs = 5_000): Promise<GqlResult<T>> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const hit = results.slice(from).find(test);
        if (hit) return hit;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no matching subscription result within ${timeoutMs} ms (${results.length} received)`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    close: () => controller.abort(),
  };
}

export async function publishAlert(username: string, alert: Record<string, unknown>) {
  const res = await fetch(`${sandboxUrl()}/sandbox/alerts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...DEV },
    body: JSON.stringify({ username, category: 'submitted', text: 'A request was submitted.', ...alert }),
  });
  if (res.status !== 201) throw new Error(`alert not published: ${res.status} ${await res.text()}`);
  return (await res.json()) as { alert: { alert_id: string }; count?: number };
}
