import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../../server.js';
import { call, passwordGrant, SETUP_TIMEOUT, testSandbox } from '../../http/test-fixture.js';
import { rateBadgesOf } from './rates-data.js';

let sandbox: Sandbox;
let wrapAdviser: string;
let growAdviser: string;
beforeAll(async () => {
  sandbox = await testSandbox();
  wrapAdviser = (await passwordGrant(sandbox.app, 'wrap.adviser')).access_token;
  growAdviser = (await passwordGrant(sandbox.app, 'grow.adviser')).access_token;
}, SETUP_TIMEOUT);
afterAll(() => sandbox?.close());

const RATES = '/api/wealth/channel/rates/v1';

describe('rateBadgesOf', () => {
  it('gives MBL with cash access, YellowBrickRoad from the ybr list, and drops the removed ANZ badges', () => {
    expect(rateBadgesOf({ badges: ['MacquarieWrap', 'Vision'], supportedBrandProducts: { mgl: ['Wrap', 'Cash'], ybr: ['Cash'] } })).toEqual({
      cash: ['MBL', 'YellowBrickRoad'],
      wrap: ['MacquarieWrap', 'Vision'],
    });
    expect(rateBadgesOf({ badges: ['GrowWrap', 'ANZGrowWrap', 'ANZPrivateWrap'], supportedBrandProducts: { oasis: ['Wrap'] } })).toEqual({
      cash: [],
      wrap: ['GrowWrap'],
    });
    expect(rateBadgesOf({ badges: [], supportedBrandProducts: { ybr: ['Cash'] } })).toEqual({ cash: ['YellowBrickRoad'], wrap: [] });
  });
});

describe('rates routes', () => {
  it('answers each user their own rate badges', async () => {
    expect((await call(sandbox.app, wrapAdviser, `${RATES}/rate-badges`)).body.data).toEqual({
      cash: ['MBL', 'YellowBrickRoad'],
      wrap: ['MacquarieWrap', 'Vision'],
    });
    expect((await call(sandbox.app, growAdviser, `${RATES}/rate-badges`)).body.data).toEqual({ cash: [], wrap: ['GrowWrap', 'Voyage'] });
  });

  it('serves cash, term deposit and wrap rates with their effective dates', async () => {
    const cash = await call(sandbox.app, wrapAdviser, `${RATES}/cash-rates/MBL`);
    expect(cash.body.data).toMatchObject({ badge: 'MBL', effective_date: '2026-11-05' });
    expect(cash.body.data.rates[0]).toEqual({ key: 'CMA', rate: 2.25 });
    const td = await call(sandbox.app, wrapAdviser, `${RATES}/term-deposit-rates`);
    expect(td.body.data).toMatchObject({ effective_date: '2026-11-19', rebate_bps: 25 });
    for (const term of td.body.data.terms) expect(term.rates).toHaveLength(td.body.data.tiers.length);
    const wrap = await call(sandbox.app, wrapAdviser, `${RATES}/wrap-rates/Vision`);
    expect(wrap.body.data).toMatchObject({
      badge: 'Vision',
      term_deposit_rates_url: 'https://vision.example-adviser.test/online/rates/term-deposits',
    });
    expect(wrap.body.data.products.map((p: { key: string }) => p.key)).toEqual(['VISION_INVESTMENT', 'VISION_SUPER']);
  });

  it('answers 404 for a badge outside the user’s lists', async () => {
    expect((await call(sandbox.app, growAdviser, `${RATES}/cash-rates/MBL`)).status).toBe(404);
    expect((await call(sandbox.app, growAdviser, `${RATES}/term-deposit-rates`)).status).toBe(404);
    expect((await call(sandbox.app, growAdviser, `${RATES}/wrap-rates/MacquarieWrap`)).status).toBe(404);
    expect((await call(sandbox.app, wrapAdviser, `${RATES}/wrap-rates/GrowWrap`)).status).toBe(404);
    expect((await call(sandbox.app, wrapAdviser, `${RATES}/wrap-rates/Nope`)).status).toBe(404);
  });
});
