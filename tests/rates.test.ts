// Rates over HTTP, browser-free: sandbox → gateway → GraphQL. Two advisers with different rate badges see
// different lists and rates, and neither can read the other's badges' rates (NOT_FOUND).
import { beforeAll, describe, expect, it } from 'vitest';
import { gql, passwordGrant, setFault } from './support.ts';

let wrapAdviser: string;
let growAdviser: string;
let limited: string;
beforeAll(async () => {
  [wrapAdviser, growAdviser, limited] = (await Promise.all(['wrap.adviser', 'grow.adviser', 'limited.access'].map((u) => passwordGrant(u)))).map(
    (t) => t.access_token,
  );
});

const BADGES = '{ rateBadges { cash wrap } }';
const WRAP = 'query($b: String!) { wrapRates(badge: $b) { badge effectiveDate termDepositRatesUrl tiers { key min max } products { key label rates } } }';
const CASH = 'query($b: String!) { cashRates(badge: $b) { badge effectiveDate rates { key label rate } } }';
const TD = '{ termDepositRates { effectiveDate rebateBps tiers { key min max } terms { key label rates } } }';

describe('rates', () => {
  it('gives each adviser the rate badges of their own brand and products', async () => {
    expect((await gql(BADGES, {}, wrapAdviser)).data.rateBadges).toEqual({ cash: ['MBL', 'YellowBrickRoad'], wrap: ['MacquarieWrap', 'Vision'] });
    expect((await gql(BADGES, {}, growAdviser)).data.rateBadges).toEqual({ cash: [], wrap: ['GrowWrap', 'Voyage'] });
  });

  it('serves cash and term deposit rates, labelled, with effective dates and the 25 bps rebate', async () => {
    const cash = await gql(CASH, { b: 'MBL' }, wrapAdviser);
    expect(cash.errors).toBeUndefined();
    expect(cash.data.cashRates.effectiveDate).toBe('2026-11-05');
    expect(cash.data.cashRates.rates).toContainEqual({ key: 'CMA_ACCELERATOR', label: 'Cash Management Accelerator', rate: '4.1' });
    const td = await gql(TD, {}, wrapAdviser);
    expect(td.errors).toBeUndefined();
    expect(td.data.termDepositRates).toMatchObject({ effectiveDate: '2026-11-19', rebateBps: 25 });
    expect(td.data.termDepositRates.tiers.at(-1)).toEqual({ key: 'TIER_3', min: '1000000.00', max: null });
    expect(td.data.termDepositRates.terms[0]).toEqual({ key: 'M1', label: '1 month', rates: ['3.6', '3.65', '3.7'] });
  });

  it('gives wrap rates by product for each of the adviser’s wrap badges, with the badge’s TD rates link', async () => {
    const mw = (await gql(WRAP, { b: 'MacquarieWrap' }, wrapAdviser)).data.wrapRates;
    const vision = (await gql(WRAP, { b: 'Vision' }, wrapAdviser)).data.wrapRates;
    const grow = (await gql(WRAP, { b: 'GrowWrap' }, growAdviser)).data.wrapRates;
    expect(mw.products.map((p: { label: string }) => p.label)).toEqual(['Wrap Investment', 'Wrap Super', 'Wrap Pension']);
    expect(vision.products.map((p: { label: string }) => p.label)).toEqual(['Vision Investment', 'Vision Super']);
    expect(grow.products.map((p: { label: string }) => p.label)).toEqual(['Grow Wrap Investment', 'Grow Wrap Super', 'Grow Wrap Pension']);
    expect(mw.termDepositRatesUrl).toBe('https://wrap.example-adviser.test/online/rates/term-deposits');
    expect(grow.termDepositRatesUrl).toBe('https://growwrap.example-adviser.test/online/rates/term-deposits');
    expect(grow.effectiveDate).toBe('2026-10-24');
  });

  it('answers NOT_FOUND when advisers swap badges', async () => {
    const cases: [string, string, Record<string, unknown>, string][] = [
      [growAdviser, CASH, { b: 'MBL' }, 'cashRates'],
      [growAdviser, TD, {}, 'termDepositRates'],
      [growAdviser, WRAP, { b: 'MacquarieWrap' }, 'wrapRates'],
      [wrapAdviser, WRAP, { b: 'GrowWrap' }, 'wrapRates'],
      [wrapAdviser, WRAP, { b: 'Voyage' }, 'wrapRates'],
    ];
    for (const [token, query, variables, field] of cases) {
      const res = await gql(query, variables, token);
      expect(res.data?.[field] ?? null, `${field} ${JSON.stringify(variables)}`).toBeNull();
      expect(res.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    }
  });

  it('needs a signed-in user', async () => {
    const res = await gql(BADGES);
    expect(res.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('reports an upstream failure as an error, and answers again once it passes', async () => {
    await setFault({ method: 'GET', path: '/api/wealth/channel/rates/v1/term-deposit-rates', status: 500, times: 1 });
    const failed = await gql(TD, {}, limited);
    expect(failed.data?.termDepositRates ?? null).toBeNull();
    expect(failed.errors?.[0].extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    const again = await gql(TD, {}, limited);
    expect(again.errors).toBeUndefined();
    expect(again.data.termDepositRates.rebateBps).toBe(25);
  });
});
