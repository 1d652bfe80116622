import { describe, expect, expectTypeOf, it } from 'vitest';
import type { UpstreamRequest } from './client.js';
import { createUpstreamApi, fillPath, type UpstreamResponse } from './upstream-api.js';

function recording() {
  const sent: UpstreamRequest[] = [];
  const api = createUpstreamApi(async (req) => {
    sent.push(req);
    return { netPortfolioValue: 1, asAt: '2026-11-02' };
  });
  return { api, sent };
}

describe('the typed upstream calls', () => {
  it('fills path templates encoded and refuses a missing value', () => {
    expect(fillPath('/a/{id}/b/{n}', { id: 'x y/z', n: 3 })).toBe('/a/x%20y%2Fz/b/3');
    expect(fillPath('/plain', undefined)).toBe('/plain');
    expect(() => fillPath('/a/{id}', {})).toThrow('no value for {id}');
  });

  it('shapes one request for the client: path, query, headers, body, base and parsing', async () => {
    const { api, sent } = recording();
    const answer = await api.GET('/api/wealth/channel/portfolio/v1/{account}/balance', { params: { path: { account: 'A 1' } } });
    expectTypeOf(answer).toEqualTypeOf<UpstreamResponse<'/api/wealth/channel/portfolio/v1/{account}/balance'>>();
    expect(answer.netPortfolioValue).toBe(1);
    await api.GET('/api/wealth/babbage/accounts', {
      params: { query: { badge: 'b', limit: 5, accountStatus: ['Active', 'Closed'] }, header: { account_list: 'A1' } },
      headers: { extra: 'x' },
    });
    await api.POST('/oauth2/token', { base: 'auth', withToken: false, form: { grant_type: 'refresh_token', refresh_token: 'r' } });
    const text = await api.POST('/api/wealth/pega/docmgmt/v1/retrievedoc', { body: { case_id: 'C1', document_id: 'D1' }, parseAs: 'text' });
    expectTypeOf(text).toEqualTypeOf<string>();
    expect(sent.map(({ method, path, base, query, headers, json, form, withToken, responseType }) => ({ method, path, base, query, headers, json, form, withToken, responseType }))).toEqual([
      { method: 'GET', path: '/api/wealth/channel/portfolio/v1/A%201/balance' },
      { method: 'GET', path: '/api/wealth/babbage/accounts', query: { badge: 'b', limit: 5, accountStatus: ['Active', 'Closed'] }, headers: { account_list: 'A1', extra: 'x' } },
      { method: 'POST', path: '/oauth2/token', base: 'auth', withToken: false, form: { grant_type: 'refresh_token', refresh_token: 'r' } },
      { method: 'POST', path: '/api/wealth/pega/docmgmt/v1/retrievedoc', json: { case_id: 'C1', document_id: 'D1' }, responseType: 'text' },
    ].map((req) => ({ base: undefined, query: undefined, headers: undefined, json: undefined, form: undefined, withToken: undefined, responseType: undefined, ...req })));
  });

  it('types calls by the document: paths, parameters and bodies it does not list are compile errors', () => {
    const { api } = recording();
    // Never run: the compiler is the test (tsc checks test files).
    const calls = () => [
      // @ts-expect-error the path parameter is required
      api.GET('/api/wealth/channel/portfolio/v1/{account}/balance'),
      // @ts-expect-error a query key the document does not list
      api.GET('/api/wealth/babbage/accounts', { params: { query: { nope: 'x' } } }),
      // @ts-expect-error a path the document does not have
      api.GET('/api/wealth/nowhere'),
      // @ts-expect-error the token endpoint takes a form, not text
      api.POST('/oauth2/token', { text: 'x' }),
    ];
    expect(typeof calls).toBe('function');
  });
});
