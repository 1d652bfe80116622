// Rates through GraphQL against a fake upstream.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routeHappyPaths, user } from '../../testing/fixtures.js';
import { startHarness, type Harness } from '../../testing/harness.js';
const RATES_BASE = '/api/wealth/channel/rates/v1';

let h: Harness;
beforeEach(async () => {
  h = await startHarness();
  routeHappyPaths(h.upstream, user({ brand: 'mgl' }));
});
afterEach(() => {
  vi.restoreAllMocks();
  return h.close();
});

const TIERS = [
  { key: 'TIER_1', min: 5000, max: 499999.99 },
  { key: 'TIER_2', min: 500000, max: null },
];

describe('rates', () => {
  it('answers the rate badges', async () => {
    h.upstream.route('GET', `${RATES_BASE}/rate-badges`, { body: { data: { cash: ['MBL'], wrap: ['MacquarieWrap', 'Vision'] } } });
    const res = await h.query(`{ rateBadges { cash wrap } }`, { token: 't' });
    expect(res.data.rateBadges).toEqual({ cash: ['MBL'], wrap: ['MacquarieWrap', 'Vision'] });
  });

  it('labels cash and term deposit rates and keeps the effective date and rebate', async () => {
    h.upstream.route('GET', `${RATES_BASE}/cash-rates/MBL`, {
      body: { data: { badge: 'MBL', effective_date: '2026-11-05', rates: [{ key: 'CMA', rate: 2.25 }] } },
    });
    h.upstream.route('GET', `${RATES_BASE}/term-deposit-rates`, {
      body: { data: { effective_date: '2026-11-19', rebate_bps: 25, tiers: TIERS, terms: [{ key: 'M3', rates: [4, 4.05] }] } },
    });
    const res = await h.query(
      `{ cashRates(badge: "MBL") { badge effectiveDate rates { key label rate } }
         termDepositRates { effectiveDate rebateBps tiers { key min max } terms { key label rates } } }`,
      { token: 't' },
    );
    expect(res.data.cashRates).toEqual({ badge: 'MBL', effectiveDate: '2026-11-05', rates: [{ key: 'CMA', label: 'Cash Management Account', rate: '2.25' }] });
    expect(res.data.termDepositRates).toEqual({
      effectiveDate: '2026-11-19',
      rebateBps: 25,
      tiers: [{ key: 'TIER_1', min: '5000.00', max: '499999.99' }, { key: 'TIER_2', min: '500000.00', max: null }],
      terms: [{ key: 'M3', label: '3 months', rates: ['4', '4.05'] }],
    });
  });

  it('gives wrap rates by product with the wrap TD rates link; an unmapped product is logged and left out', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    h.upstream.route('GET', `${RATES_BASE}/wrap-rates/Vision`, {
      body: {
        data: {
          badge: 'Vision',
          effective_date: '2026-11-01',
          term_deposit_rates_url: 'https://vision.example-adviser.test/online/rates/term-deposits',
          tiers: TIERS,
          products: [{ key: 'VISION_SUPER', rates: [2.45, 2.7] }, { key: 'VISION_NEW', rates: [1, 2] }],
        },
      },
    });
    const res = await h.query(`{ wrapRates(badge: "Vision") { badge effectiveDate termDepositRatesUrl products { key label rates } } }`, { token: 't' });
    expect(res.data.wrapRates).toEqual({
      badge: 'Vision',
      effectiveDate: '2026-11-01',
      termDepositRatesUrl: 'https://vision.example-adviser.test/online/rates/term-deposits',
      products: [{ key: 'VISION_SUPER', label: 'Vision Super', rates: ['2.45', '2.7'] }],
    });
    expect(errors.mock.calls.map((c) => String(c[0])).join('\n')).toContain('"keys":["VISION_NEW"]');
  });

  it('gives an empty mapping when the brand has no table for the kind', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    routeHappyPaths(h.upstream, user({ brand: 'oasis' }));
    h.upstream.route('GET', `${RATES_BASE}/cash-rates/MBL`, {
      body: { data: { badge: 'MBL', effective_date: '2026-11-05', rates: [{ key: 'CMA', rate: 2.25 }] } },
    });
    const res = await h.query(`{ cashRates(badge: "MBL") { rates { key } } }`, { token: 't' });
    expect(res.data.cashRates).toEqual({ rates: [] });
    expect(errors.mock.calls.map((c) => String(c[0])).join('\n')).toContain('"brand":"oasis","kind":"cash"');
  });

  it('passes the upstream 404 for a badge outside the user’s lists as NOT_FOUND', async () => {
    h.upstream.route('GET', `${RATES_BASE}/wrap-rates/GrowWrap`, { status: 404, body: { error: 'not_found' } });
    const res = await h.query(`{ wrapRates(badge: "GrowWrap") { badge } }`, { token: 't' });
    expect(res.data).toBeNull();
    expect(res.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('needs a bearer token', async () => {
    const res = await h.query(`{ rateBadges { cash } }`);
    expect(res.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect(h.upstream.calls(`${RATES_BASE}/rate-badges`)).toHaveLength(0);
  });
});
