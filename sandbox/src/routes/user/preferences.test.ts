import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../../server.js';
import { call, passwordGrant, SETUP_TIMEOUT, testSandbox } from '../../http/test-fixture.js';

let sandbox: Sandbox;
let token: string;
beforeAll(async () => {
  sandbox = await testSandbox();
  token = (await passwordGrant(sandbox.app, 'wrap.only')).access_token;
}, SETUP_TIMEOUT);
afterAll(() => sandbox?.close());

const PREFS = '/api/channel/micro/v3s/preference';

describe('preferences', () => {
  it('writes one key and reads many, values as JSON', async () => {
    const value = { accounts: ['A000000001'], pinned: true };
    const saved = await call(sandbox.app, token, `${PREFS}/entry/FavouriteAccounts`, { method: 'POST', payload: { value } });
    expect(saved.body).toEqual({ key: 'FavouriteAccounts', value });
    await call(sandbox.app, token, `${PREFS}/entry/AoSideNavPinned`, { method: 'POST', payload: { value: false } });
    const read = await call(sandbox.app, token, `${PREFS}/entries?key=FavouriteAccounts,AoSideNavPinned,NeverSet`);
    expect(read.body.entries).toEqual([
      { key: 'AoSideNavPinned', value: false },
      { key: 'FavouriteAccounts', value },
    ]);
  });

  it('keeps each user’s preferences apart and checks the payload', async () => {
    const other = (await passwordGrant(sandbox.app, 'vision.adviser')).access_token;
    await call(sandbox.app, token, `${PREFS}/entry/Homepage`, { method: 'POST', payload: { value: 'home' } });
    expect((await call(sandbox.app, other, `${PREFS}/entries?key=Homepage`)).body.entries).not.toContainEqual({ key: 'Homepage', value: 'home' });
    expect((await call(sandbox.app, token, `${PREFS}/entry/Homepage`, { method: 'POST', payload: { nope: 1 } })).status).toBe(400);
    expect((await call(sandbox.app, token, `${PREFS}/entries`)).status).toBe(400);
  });
});

describe('security preference', () => {
  it('defaults SECURITY_LEVEL to Enhanced and stores a new value', async () => {
    const url = '/api/v1/security/preference';
    expect((await call(sandbox.app, token, `${url}?key=SECURITY_LEVEL`)).body).toEqual({ key: 'SECURITY_LEVEL', value: 'Enhanced' });
    const set = await call(sandbox.app, token, url, { method: 'POST', payload: { key: 'SECURITY_LEVEL', value: 'Standard' } });
    expect(set.body).toEqual({ key: 'SECURITY_LEVEL', value: 'Standard' });
    expect((await call(sandbox.app, token, `${url}?key=SECURITY_LEVEL`)).body.value).toBe('Standard');
    expect((await call(sandbox.app, token, url, { method: 'POST', payload: { key: 'SECURITY_LEVEL', value: 3 } })).status).toBe(400);
  });
});

describe('feature properties, entities, holidays', () => {
  it("answers the brand's feature switches as booleans", async () => {
    const { body } = await call(sandbox.app, token, '/api/wealth/channel/user/v1/feature-properties');
    expect(body.data['accountGroup.enabled']).toBe(true);
    expect(Object.values(body.data).every((v) => typeof v === 'boolean')).toBe(true);
  });

  it('lists adviser entities, names and MOT only on request', async () => {
    const main = (await passwordGrant(sandbox.app, 'wrap.adviser')).access_token;
    const url = '/api/wealth/channel/adviser/v1/adviser/entities?include-linked-adviser-entities=true';
    const plain = (await call(sandbox.app, main, url)).body.data;
    expect(plain.every((e: { entity_source: string }) => e.entity_source !== 'MOT')).toBe(true);
    expect(plain[0]).not.toHaveProperty('adviser_name');
    const full = (await call(sandbox.app, main, `${url}&include-mot-entities=true&include-adviser-names=true`)).body.data;
    expect(full.length).toBeGreaterThan(plain.length);
    expect(full[0]).toMatchObject({ adviser_name: expect.any(String), dealer_name: expect.any(String) });
    const inter = await call(sandbox.app, main, '/api/intermediary-accounts/v1/intermediaries/M0000001/entities?scope=wrap');
    expect(inter.body.entities.length).toBeGreaterThan(0);
    expect(inter.body.entities.every((e: { product_type: string }) => e.product_type === 'wrap')).toBe(true);
  });

  it('lists public holidays of this year and next', async () => {
    const { body } = await call(sandbox.app, token, '/api/wealth/payments/v1/get-public-holidays');
    const years = new Set(body.map((h: { date: string }) => h.date.slice(0, 4)));
    expect(years.size).toBe(2);
    expect(body[0]).toEqual({ date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), name: expect.any(String) });
  });
});
