// The fee calculator through GraphQL against a fake upstream: the menu rule gates every field, amounts stay exact
// decimal text both ways, and a 400 naming a field comes back as BAD_USER_INPUT with the input's path.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FEATURE_PROPERTIES_PATH, routeHappyPaths, user } from '../../testing/fixtures.js';
import { startHarness, type Harness } from '../../testing/harness.js';
import { inputField } from './resolvers.js';

const BASE = '/api/wealth/channel/fees/v1';
let h: Harness;

beforeEach(async () => {
  h = await startHarness();
});
afterEach(() => h.close());

function admitted(badges = ['MacquarieWrap'], features: Record<string, boolean> = { 'feesCalculator.enabled': true }) {
  routeHappyPaths(h.upstream, user({ badges, childBadge: badges[0] }));
  h.upstream.route('GET', FEATURE_PROPERTIES_PATH, { body: { data: features } });
}

const ESTIMATE = `query($input: FeeEstimateInput!) { feeEstimate(input: $input) {
  pricing balance cash yearly monthly yearlyRate lines { type code description basis rate fixed monthly yearly } totals { type monthly yearly } } }`;
const input = { balance: '300000.00', investments: [{ code: 'MGE0001AU', amount: '100000.01' }], adviserFee: { kind: 'DOLLAR', value: '2200' } };

describe('fee calculator', () => {
  it('answers the schedule with decimals as text, the menu by name', async () => {
    admitted();
    h.upstream.route('GET', `${BASE}/fee-schedule`, {
      body: {
        data: {
          effective_date: '2026-07-01', administration_tiers: [{ from: 0, to: 250000, rate_pct: 0.15 }, { from: 2000000, to: null, rate_pct: 0 }],
          administration_fixed: 180, cash_fee_pct: 0.25, adviser_fee_max_pct: 3, adviser_fee_max_dollars: 30000,
          investments: [{ code: 'VAS', name: 'Vanguard', type: 'LISTED', asset_class: 'Australian equities', fee_pct: 0.07 }, { code: 'BHP', name: 'BHP Group', type: 'LISTED', asset_class: 'Australian equities', fee_pct: 0 }],
        },
      },
    });
    const res = await h.query(`{ feeSchedule { effectiveDate administrationFixed cashFeeRate administrationTiers { lowerBound upperBound rate } investments { code feeRate } } }`, { token: 't' });
    expect(res.errors).toBeUndefined();
    expect(res.data.feeSchedule).toEqual({
      effectiveDate: '2026-07-01', administrationFixed: '180.00', cashFeeRate: '0.25',
      administrationTiers: [{ lowerBound: '0.00', upperBound: '250000.00', rate: '0.15' }, { lowerBound: '2000000.00', upperBound: null, rate: '0' }],
      investments: [{ code: 'BHP', feeRate: '0' }, { code: 'VAS', feeRate: '0.07' }],
    });
  });

  it('sends the estimate as numbers by their digits and answers Money', async () => {
    admitted();
    h.upstream.route('POST', `${BASE}/fee-estimates`, {
      body: {
        data: {
          pricing: 'STANDARD', balance: 300000, cash: 199999.99,
          lines: [{ fee_type: 'ADVISER_SERVICE', code: null, description: 'Ongoing adviser service fee', basis: 300000, rate_pct: null, fixed: 2200, monthly: 183.33, yearly: 2199.96 }],
          totals: { by_type: [{ fee_type: 'ADVISER_SERVICE', monthly: 183.33, yearly: 2199.96 }], monthly: 183.33, yearly: 2199.96, yearly_pct: 0.73 },
        },
      },
    });
    const res = await h.query(ESTIMATE, { token: 't', variables: { input: { ...input, accountId: 'A1' } } });
    expect(res.errors).toBeUndefined();
    expect(JSON.parse(h.upstream.calls(`${BASE}/fee-estimates`, 'POST')[0]!.body)).toEqual({
      balance: 300000, investments: [{ code: 'MGE0001AU', amount: 100000.01 }], adviser_fee: { type: 'DOLLAR', value: 2200 }, account_id: 'A1',
    });
    expect(res.data.feeEstimate).toMatchObject({ cash: '199999.99', yearly: '2199.96', yearlyRate: '0.73', lines: [{ fixed: '2200.00', rate: null, monthly: '183.33' }] });
  });

  it('names the input field of a refused estimate', async () => {
    admitted();
    h.upstream.route('POST', `${BASE}/fee-estimates`, {
      status: 400, body: { error: 'bad_request', message: 'investments/0/code is not on the wrap menu', errors: [{ code: 'BAD_REQUEST', field: 'investments/0/code', message: 'is not on the wrap menu' }] },
    });
    const res = await h.query(ESTIMATE, { token: 't', variables: { input } });
    expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'investments.0.code' });
    expect(inputField('adviser_fee/value')).toBe('adviserFee.value');
    const negative = await h.query(ESTIMATE, { token: 't', variables: { input: { ...input, balance: '-1.00' } } });
    expect(negative.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'balance' });
  });

  it('is NOT_FOUND for users the menu rule leaves out, before any fee call', async () => {
    admitted(['Vision']);
    const vision = await h.query(`{ feeSchedule { effectiveDate } }`, { token: 't' });
    expect(vision.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(h.upstream.requests.some((r) => r.path.startsWith(BASE))).toBe(false);
  });

  it('is NOT_FOUND without the feesCalculator account feature', async () => {
    admitted(['MacquarieWrap'], { 'feesCalculator.enabled': false });
    const res = await h.query(`{ feeEstimateInputs(accountId: "A1") { accountId } }`, { token: 't' });
    expect(res.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it("passes on the upstream's 404 for another adviser's account", async () => {
    admitted();
    h.upstream.route('GET', `${BASE}/accounts/B9/fee-estimate-inputs`, { status: 404, body: { error: 'not_found' } });
    const res = await h.query(`{ feeEstimateInputs(accountId: "B9") { accountId } }`, { token: 't' });
    expect(res.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(res.data.feeEstimateInputs).toBeNull();
  });
});
