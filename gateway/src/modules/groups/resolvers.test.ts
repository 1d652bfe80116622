// Wrap group search through GraphQL.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GROUPS_PATH, routeHappyPaths } from '../../testing/fixtures.js';
import { startHarness, type Harness } from '../../testing/harness.js';

let h: Harness;
beforeEach(async () => {
  h = await startHarness();
  routeHappyPaths(h.upstream);
});
afterEach(() => h.close());

const group = (code: string) => ({ code, name: code, groupTypes: ['REPORTING'], businessVentureId: 'MPM', status: 'ACTIVE', accounts: [], dealerCode: 'D001', attributes: [] });

describe('wrapGroupSearch', () => {
  it('cleans the query, joins business ventures and caps the list at first', async () => {
    h.upstream.route('GET', GROUPS_PATH, { body: { groups: ['G1', 'G2', 'G3', 'G4', 'G5', 'G6'].map(group) } });
    const res = await h.query(/* GraphQL */ `{ wrapGroupSearch(query: "smith; fees*", businessVentures: ["MPM", "MPMSWP"], groupType: FEE) { accountGroupCode accountGroupType isAdviserFee } }`, { token: 't' });
    expect(res.data.wrapGroupSearch).toHaveLength(5);
    expect(res.data.wrapGroupSearch[0]).toEqual({ accountGroupCode: 'G1', accountGroupType: ['REPORTING'], isAdviserFee: false });
    expect(Object.fromEntries(h.upstream.calls(GROUPS_PATH)[0].query)).toEqual({ query: 'smith fees', bv: 'MPM,MPMSWP', groupType: 'FEE' });
  });

  it('returns as many as first asks for', async () => {
    h.upstream.route('GET', GROUPS_PATH, { body: { groups: ['G1', 'G2', 'G3'].map(group) } });
    const res = await h.query(/* GraphQL */ `{ wrapGroupSearch(query: "g", first: 2) { accountGroupCode } }`, { token: 't' });
    expect(res.data.wrapGroupSearch).toEqual([{ accountGroupCode: 'G1' }, { accountGroupCode: 'G2' }]);
  });
});
