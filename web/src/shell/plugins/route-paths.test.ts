import { describe, expect, it } from 'vitest';
import { matchRoute, pathFor } from './route-paths';

describe('route paths', () => {
  it('builds paths from ids and params', () => {
    expect(pathFor('dashboard')).toBe('/dashboard');
    expect(pathFor('client', { contactId: 'C 1/2' })).toBe('/dashboard/client/C%201%2F2');
    expect(pathFor('user-profile.my-security.qr-code')).toBe('/dashboard/user-profile/my-security/qr-code');
  });

  it('matches paths back to ids and params', () => {
    expect(matchRoute('/dashboard')).toEqual({ id: 'dashboard', params: {} });
    expect(matchRoute('/dashboard/')).toEqual({ id: 'dashboard', params: {} });
    expect(matchRoute('/dashboard/client/C%201%2F2')).toEqual({ id: 'client', params: { contactId: 'C 1/2' } });
    expect(matchRoute('/dashboard/cash-account/123')).toEqual({ id: 'cash-account', params: { accountNumber: '123' } });
    expect(matchRoute('/dashboard/search/accounts')).toEqual({ id: 'search.accounts', params: {} });
  });

  it('matches nothing for unknown or malformed paths', () => {
    expect(matchRoute('/nowhere')).toBeNull();
    expect(matchRoute('/dashboard/client/a/b')).toBeNull();
    expect(matchRoute('/dashboard/client/%E0%A4%A')).toBeNull();
  });
});
