// The cross-cutting plugins, in process through yoga.fetch.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ConfigHost } from '../config-host/index.ts';
import { createYoga, type GatewayYoga } from '../create-yoga.js';
import type { GatewayOptions } from '../options.js';
import { realConfigHost } from '../testing/config-hosts.js';
import { graphqlRequest } from '../testing/graphql-request.js';
import { useRequestLogging } from './use-request-logging.js';

let yoga: GatewayYoga;
let configHost: ConfigHost;
beforeAll(async () => {
  configHost = await realConfigHost();
});
afterEach(() => yoga?.dispose());

// Nothing here reaches an upstream; the URL only has to be well formed.
const make = (options: Partial<GatewayOptions> = {}) =>
  (yoga = createYoga({ upstreamBaseUrl: 'http://127.0.0.1:9', configHost, ...options }));

describe('CSRF prevention', () => {
  it('refuses a GET without a custom header', async () => {
    const res = await make().fetch('http://gateway.test/graphql?query=%7Bping%7D');
    expect(res.status).toBe(403);
    expect((await res.json()).errors[0].extensions.code).toBe('CSRF_HEADER_REQUIRED');
  });

  it('accepts a GET with a custom header (the web sends x-session-id)', async () => {
    const res = await make().fetch('http://gateway.test/graphql?query=%7Bping%7D', { headers: { 'x-session-id': 's' } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { ping: 'pong' } });
  });

  it('refuses a simple-content-type POST (a forged form) without a custom header', async () => {
    const res = await make().fetch('http://gateway.test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'query=%7Bping%7D',
    });
    expect(res.status).toBe(403);
  });

  it('accepts a JSON POST (it is always preflighted)', async () => {
    expect((await graphqlRequest(make(), '{ ping }')).data).toEqual({ ping: 'pong' });
  });
});

describe('operation limits', () => {
  it('refuses more than 30 aliases', async () => {
    const query = `{ ${Array.from({ length: 31 }, (_, i) => `p${i}: ping`).join(' ')} }`;
    const res = await graphqlRequest(make(), query);
    expect(res.errors?.[0].extensions?.code).toBe('TOO_MANY_ALIASES');
  });

  it('refuses documents with too many tokens before validating them', async () => {
    const query = `{ ${Array.from({ length: 3100 }, () => 'ping').join(' ')} }`;
    const res = await graphqlRequest(make(), query);
    expect(res.errors?.[0].message).toMatch(/3000 tokens/);
  });
});

describe('introspection', () => {
  it('is allowed by default outside production', async () => {
    const res = await graphqlRequest(make(), '{ __schema { queryType { name } } }');
    expect(res.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
  });

  it('is refused when turned off, __typename still works', async () => {
    make({ introspection: false });
    expect((await graphqlRequest(yoga, '{ __schema { queryType { name } } }')).errors?.[0].extensions?.code).toBe('INTROSPECTION_DISABLED');
    expect((await graphqlRequest(yoga, '{ __typename }')).data).toEqual({ __typename: 'Query' });
  });
});

describe('request logging', () => {
  it('is off by default and logs one line per operation when on', async () => {
    const lines: string[] = [];
    const log = (line: string) => lines.push(line);
    expect(useRequestLogging({ log })).toEqual({});
    const plugin = useRequestLogging({ enabled: true, log });
    const hooks = (plugin.onExecute as any)({ args: { operationName: 'Search', contextValue: {} } });
    hooks.onExecuteDone({ result: { errors: [{ extensions: { code: 'UPSTREAM_TIMEOUT' } }] } });
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0])).toMatchObject({ msg: 'graphql', operation: 'Search', status: 'error', error_codes: ['UPSTREAM_TIMEOUT'], duration_ms: expect.any(Number) });
  });
});
