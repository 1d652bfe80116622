// Client search through GraphQL.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CLIENTS_PATH, routeHappyPaths } from '../../testing/fixtures.js';
import { startHarness, type Harness } from '../../testing/harness.js';

let h: Harness;
beforeEach(async () => {
  h = await startHarness();
  routeHappyPaths(h.upstream);
});
afterEach(() => h.close());

describe('clientSearch', () => {
  it('tokenises the query and pages with the paging token', async () => {
    h.upstream.route('GET', CLIENTS_PATH, {
      body: {
        data: [{ contact_id: 'C9', contact_type: 'Company', type: 'company', suburb: 'Sydney', status: 'Inactive', organisation_name: "O'Brien Pty Ltd" }],
        meta: { result_size: 1, total_hits: 31, paging_token: 'page-2' },
        error: [],
      },
    });
    const res = await h.query(/* GraphQL */ `{ clientSearch(query: "o'brien & co", first: 10, after: "page-1") { totalCount resultSize nodes { contactId displayName suburb status type } pageInfo { hasNextPage endCursor } } }`, { token: 't', headers: { badge: 'ppt' } });
    expect(res.data.clientSearch).toEqual({
      totalCount: 31,
      resultSize: 1,
      nodes: [{ contactId: 'C9', displayName: "O'Brien Pty Ltd", suburb: null, status: 'Inactive', type: 'company' }],
      pageInfo: { hasNextPage: true, endCursor: 'page-2' },
    });
    expect(Object.fromEntries(h.upstream.calls(CLIENTS_PATH)[0].query)).toEqual({ query: "o'brien,co", limit: '10', pagingToken: 'page-1', badge: 'ppt' });
  });

  it('fails with UPSTREAM_UNAVAILABLE when the upstream error list is not empty', async () => {
    h.upstream.route('GET', CLIENTS_PATH, { body: { data: [], meta: {}, error: [{ message: 'index offline' }] } });
    const res = await h.query(/* GraphQL */ `{ clientSearch(query: "smith") { totalCount } }`, { token: 't' });
    expect(res.data).toEqual({ clientSearch: null });
    expect(res.errors?.[0].extensions).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', upstreamErrors: [{ message: 'index offline' }] });
  });

  it('answers empty without a call when nothing searchable is left', async () => {
    const res = await h.query(/* GraphQL */ `{ clientSearch(query: "&&&") { totalCount nodes { contactId } } }`, { token: 't' });
    expect(res.data.clientSearch).toEqual({ totalCount: 0, nodes: [] });
    expect(h.upstream.calls(CLIENTS_PATH)).toHaveLength(0);
  });
});
