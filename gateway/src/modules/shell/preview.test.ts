// Query.previewShell and Query.configStatus: development aids that need no sign-in and are null in
// production.
import { afterEach, describe, expect, it } from 'vitest';
import { changedConfigHost, staticConfigHost } from '../../testing/config-hosts.js';
import { startHarness, type Harness } from '../../testing/harness.js';
import { find, ids, NAV } from './shell-test-support.js';

let h: Harness;
afterEach(() => h.close());

const PREVIEW = /* GraphQL */ `
  query Preview($input: PreviewInput!) {
    previewShell(input: $input) { environment brand { key childBadge logo { src } } access { badges products cashAccess } sideNavigation { ${NAV} } plugins { id } flags { key on } }
  }
`;
const visionInput = {
  brand: 'mgl', childBadge: 'Vision', badges: ['Vision'], products: ['Vision'], userFlags: ['wrapDealerLevelAccessFlag'], environment: 'uat',
};

describe('Query.previewShell', () => {
  it('resolves the chosen brand, badges, products, user flags and environment without sign-in or upstream call', async () => {
    h = await startHarness();
    const res = await h.query(PREVIEW, { variables: { input: visionInput } });
    expect(res.errors).toBeUndefined();
    const shell = res.data.previewShell;
    expect(shell).toMatchObject({ environment: 'uat', brand: { key: 'mgl', childBadge: 'Vision', logo: { src: 'resources/mgl/logo.svg' } } });
    expect(shell.access).toEqual({ badges: ['Vision'], products: ['Vision'], cashAccess: false });
    expect(find(shell.sideNavigation, 'adviser-dashboard')?.url).toBe('https://vision.uat.example-adviser.test/online/adviser-dashboard?bv=MPMSWP');
    expect(ids(shell.sideNavigation)).toContain('dealer-reporting');
    expect(ids(shell.sideNavigation)).not.toContain('fee-calculator');
    expect(h.upstream.requests).toHaveLength(0);
  });

  it('applies flag overrides', async () => {
    h = await startHarness();
    const input = { ...visionInput, products: ['Vision', 'Cash'], flagOverrides: [{ key: 'search.cashTransactions', on: false }] };
    const res = await h.query(PREVIEW, { variables: { input } });
    expect(ids(res.data.previewShell.sideNavigation)).not.toContain('cash-transactions');
    expect(res.data.previewShell.flags).toContainEqual({ key: 'search.cashTransactions', on: false });
  });

  it('passes featureEnabledProperty checks unless the input lists the properties', async () => {
    h = await startHarness({
      configHost: await changedConfigHost((config) => {
        config.plugins.plugins['group-property'] = { enabled: true, rule: { permissions: { featureEnabledProperty: 'accountGroup.enabled' } } };
      }),
    });
    const open = await h.query(PREVIEW, { variables: { input: visionInput } });
    expect(open.data.previewShell.plugins.map((p: { id: string }) => p.id)).toContain('group-property');
    const listed = await h.query(PREVIEW, { variables: { input: { ...visionInput, featureProperties: [{ key: 'accountGroup.enabled', on: false }] } } });
    expect(listed.data.previewShell.plugins.map((p: { id: string }) => p.id)).not.toContain('group-property');
  });

  it.each([
    [{ brand: 'acme' }, 'brand'],
    [{ environment: 'staging' }, 'environment'],
  ])('refuses an unknown %o', async (change, field) => {
    h = await startHarness();
    const res = await h.query(PREVIEW, { variables: { input: { ...visionInput, ...change } } });
    expect(res.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
  });

  it('is null when the gateway runs in production', async () => {
    h = await startHarness({ environment: 'production' });
    const res = await h.query(PREVIEW, { variables: { input: visionInput } });
    expect(res.errors).toBeUndefined();
    expect(res.data.previewShell).toBeNull();
  });
});

describe('Query.configStatus', () => {
  const STATUS = /* GraphQL */ `{ configStatus { ok errors { file pointer message } warnings { file pointer message } } }`;

  it('reports the config host verdict without sign-in', async () => {
    h = await startHarness();
    expect((await h.query(STATUS)).data.configStatus).toEqual({ ok: true, errors: [], warnings: [] });
  });

  it('lists the refused change', async () => {
    const real = (await changedConfigHost(() => undefined)).current();
    const error = { file: 'config/plugins.json', pointer: '/plugins/greeting/enable', message: "unknown key 'enable' (did you mean 'enabled'?)" };
    h = await startHarness({ configHost: { ...staticConfigHost(real), lastErrors: () => [error] } });
    expect((await h.query(STATUS)).data.configStatus).toEqual({ ok: false, errors: [error], warnings: [] });
  });

  it('is null in production', async () => {
    h = await startHarness({ environment: 'production' });
    const res = await h.query(STATUS);
    expect(res.errors).toBeUndefined();
    expect(res.data.configStatus).toBeNull();
  });
});
