// The per-request loaders against a fake upstream: batching and de-duplication.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLoaders } from './loaders.js';
import { gatewayModules } from './schema/build-schema.js';
import { startFakeUpstream, type FakeUpstream } from './testing/fake-upstream.js';
import { UpstreamClient } from './upstream/client.js';
import { bindUpstream } from './upstream/request-upstream.js';

let upstream: FakeUpstream;
let client: UpstreamClient;
beforeEach(async () => {
  upstream = await startFakeUpstream();
  client = new UpstreamClient({ apiBaseUrl: upstream.url, authBaseUrl: upstream.url, timeoutMs: 1000, cache: { ttlMs: 0, max: 1 }, circuitBreaker: false });
});
afterEach(async () => {
  await client.close();
  await upstream.close();
});

describe('portfolio balance loader', () => {
  it('asks once per account per request, null where the account is not visible', async () => {
    upstream.route('GET', /\/balance$/, (req) =>
      req.path.includes('/HIDDEN/') ? { status: 404, body: { error: 'not_found' } } : { body: { netPortfolioValue: 10, asAt: '2025-01-01' } },
    );
    const loaders = createLoaders(bindUpstream(client, { token: 't' }), gatewayModules.map((m) => m.module));
    const values = await Promise.all(['A1', 'A1', 'HIDDEN', 'A2'].map((id) => loaders.portfolioBalance.load(id)));
    expect(values.map((v) => v?.netPortfolioValue ?? null)).toEqual([10, 10, null, 10]);
    expect(upstream.calls(/\/balance$/)).toHaveLength(3);
  });

  it('passes other failures on to the field that asked', async () => {
    upstream.route('GET', /\/balance$/, { status: 500, body: {} });
    const loaders = createLoaders(bindUpstream(client, { token: 't' }), gatewayModules.map((m) => m.module));
    await expect(loaders.portfolioBalance.load('A1')).rejects.toMatchObject({ extensions: { code: 'UPSTREAM_UNAVAILABLE' } });
  });
});

describe('account access loader', () => {
  it('splits long id lists into calls of 50', async () => {
    upstream.route('GET', '/api/wealth/channel/user/v1/account/access', (req) => ({
      body: { accessibleAccounts: (req.query.get('accountCode') ?? '').split(',').map((id) => ({ id, access: 'FULL' })) },
    }));
    const loaders = createLoaders(bindUpstream(client, { token: 't' }), gatewayModules.map((m) => m.module));
    const ids = Array.from({ length: 120 }, (_, i) => `A${i}`);
    const access = await loaders.accountAccess.loadMany(ids);
    expect(access.every((a) => a === 'FULL')).toBe(true);
    expect(upstream.calls('/api/wealth/channel/user/v1/account/access')).toHaveLength(3);
  });
});
