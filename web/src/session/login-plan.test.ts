import { describe, expect, it } from 'vitest';
import { pickLoginSearch, planLogin } from './login-plan';

const signedInQuery = {
  access_token: 'at',
  refresh_token: 'rt',
  scope: 'WEALTH_FULL_VIEW openid',
  expires_in: '900',
  refresh_token_expires_in: '7200',
};

describe('planLogin', () => {
  it('stores fresh tokens and goes to goTo', () => {
    expect(planLogin({ ...signedInQuery, goTo: '/dashboard/search/accounts?keyword=abc' }, false)).toEqual({
      kind: 'store',
      to: '/dashboard/search/accounts?keyword=abc',
      tokens: { accessToken: 'at', refreshToken: 'rt', scope: 'WEALTH_FULL_VIEW openid', expiresIn: 900, refreshTokenExpiresIn: 7200 },
    });
  });

  it('goes home when goTo is empty or foreign', () => {
    expect(planLogin(signedInQuery, false)).toMatchObject({ kind: 'store', to: '/home' });
    expect(planLogin({ ...signedInQuery, goTo: 'https://evil.example' }, false)).toMatchObject({ to: '/home' });
  });

  it('treats single-use token login as unsupported', () => {
    expect(planLogin({ token: 'one-time' }, false)).toEqual({ kind: 'leave', target: { page: 'error', code: 'unsupported_token' } });
  });

  it('refuses half a sign-in', () => {
    expect(planLogin({ access_token: 'at', scope: 'WEALTH_FULL_VIEW' }, true)).toEqual({
      kind: 'leave',
      target: { page: 'error', code: 'missing_tokens' },
    });
  });

  it('does not count tokens without full view as a sign-in', () => {
    expect(planLogin({ ...signedInQuery, scope: 'TEMP_PASSWORD' }, false)).toEqual({
      kind: 'leave',
      target: { page: 'error', code: 'insufficient_scope' },
    });
  });

  it('lets a signed-in user through', () => {
    expect(planLogin({ goTo: '/dashboard' }, true)).toEqual({ kind: 'go', to: '/dashboard' });
    expect(planLogin({}, true)).toEqual({ kind: 'go', to: '/home' });
  });

  it('sends a signed-out user to the login page with a safe goTo', () => {
    expect(planLogin({ goTo: '/dashboard?x=1' }, false)).toEqual({ kind: 'leave', target: { page: 'login', goTo: '/dashboard?x=1' } });
    expect(planLogin({ goTo: '//evil.example' }, false)).toEqual({ kind: 'leave', target: { page: 'login', goTo: null } });
    expect(planLogin({}, false)).toEqual({ kind: 'leave', target: { page: 'login', goTo: null } });
  });
});

describe('pickLoginSearch', () => {
  it('keeps the login parameters that are non-empty strings', () => {
    expect(pickLoginSearch({ access_token: 'at', expires_in: 900, goTo: '', other: 'x', scope: 'S' })).toEqual({
      access_token: 'at',
      scope: 'S',
    });
  });
});
