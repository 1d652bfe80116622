import { describe, expect, it } from 'vitest';
import { matchRoute, pathFor } from './route-paths';

describe('route paths', () => {
  it('builds paths from ids and params', () => {
    expect(pathFor('dashboard')).toBe('/dashboard');
    expect(pathFor('account-group', { accountGroupCode: 'G 1/2' })).toBe('/dashboard/account-group/G%201%2F2');
    expect(pathFor('home')).toBe('/home');
  });

  it('matches paths back to ids and params', () => {
    expect(matchRoute('/dashboard')).toEqual({ id: 'dashboard', params: {} });
    expect(matchRoute('/dashboard/')).toEqual({ id: 'dashboard', params: {} });
    expect(matchRoute('/dashboard/account-group/G%201%2F2')).toEqual({ id: 'account-group', params: { accountGroupCode: 'G 1/2' } });
    expect(matchRoute('/dashboard/account-group/create')).toEqual({ id: 'account-group.create', params: {} });
    expect(matchRoute('/dashboard/cash-account/123')).toEqual({ id: 'cash-account', params: { accountNumber: '123' } });
    expect(matchRoute('/dashboard/search/accounts')).toEqual({ id: 'search.accounts', params: {} });
    expect(matchRoute('/dashboard/client/C1')).toMatchObject({ id: 'client-overview' });
  });

  it('matches nothing for unknown or malformed paths', () => {
    expect(matchRoute('/nowhere')).toBeNull();
    expect(matchRoute('/dashboard/client/C1/more')).toBeNull();
    expect(matchRoute('/dashboard/account-group/a/b')).toBeNull();
    expect(matchRoute('/dashboard/account-group/%E0%A4%A')).toBeNull();
  });
});
