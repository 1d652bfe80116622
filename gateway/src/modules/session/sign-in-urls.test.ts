import { describe, expect, it } from 'vitest';
import { assertLoginBadge, errorUrl, loginUrl, logoutUrl } from './sign-in-urls.js';

const AUTH = 'http://localhost:4010';

describe('sign-in addresses', () => {
  it('builds the login page address with the redirect and goTo encoded', () => {
    expect(loginUrl(AUTH, 'mgl', 'http://localhost:4000/#/login', '/dashboard?x=1')).toBe(
      'http://localhost:4010/mgl/login?redirect_uri=http%3A%2F%2Flocalhost%3A4000%2F%23%2Flogin&goTo=%2Fdashboard%3Fx%3D1',
    );
    expect(loginUrl(AUTH, 'ppt', 'http://localhost:4000/')).toBe('http://localhost:4010/ppt/login?redirect_uri=http%3A%2F%2Flocalhost%3A4000%2F');
  });

  it('builds the logout and error pages', () => {
    expect(logoutUrl(AUTH, 'oasis', 'timed_out')).toBe('http://localhost:4010/oasis/logout?reason=timed_out');
    expect(errorUrl(AUTH, 'mgl', 'server_error')).toBe('http://localhost:4010/mgl/error/server_error');
    expect(errorUrl(AUTH, 'mgl', 'a/b c')).toBe('http://localhost:4010/mgl/error/a%2Fb%20c');
  });

  it('accepts only the login badges mgl, oasis and ppt', () => {
    expect(assertLoginBadge('oasis')).toBe('oasis');
    expect(() => assertLoginBadge('anz')).toThrow(expect.objectContaining({ extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }) }));
  });
});
