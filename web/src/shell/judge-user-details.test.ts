import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import type { ViewerUser } from '../api/operations/get-viewer-user';
import { judgeUserDetails } from './judge-user-details';

const user: ViewerUser = {
  mac: 'M1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  lastLogin: null,
  brand: 'mgl',
  loginBadge: 'mgl',
  childBadge: 'MacquarieWrap',
};
const graphQLError = (code: string) => new CombinedGraphQLErrors({ data: null, errors: [{ message: code, extensions: { code } }] });

describe('judgeUserDetails', () => {
  it('is ready with a named user', () => {
    expect(judgeUserDetails({ user, error: undefined, loading: false })).toEqual({ kind: 'ready', user });
    expect(judgeUserDetails({ user: { ...user, firstName: '' }, error: undefined, loading: false }).kind).toBe('ready');
  });

  it('is invalid when both names are empty', () => {
    expect(judgeUserDetails({ user: { ...user, firstName: '', lastName: '  ' }, error: undefined, loading: false })).toEqual({ kind: 'invalid' });
  });

  it('is invalid when the gateway answers with an error', () => {
    expect(judgeUserDetails({ user: undefined, error: graphQLError('UPSTREAM_ERROR'), loading: false })).toEqual({ kind: 'invalid' });
  });

  it('offers a retry when the gateway cannot be reached', () => {
    expect(judgeUserDetails({ user: undefined, error: new TypeError('Failed to fetch'), loading: false })).toEqual({ kind: 'retry' });
  });

  it('leaves authentication failures to the API client', () => {
    expect(judgeUserDetails({ user: undefined, error: graphQLError('UNAUTHENTICATED'), loading: false })).toEqual({ kind: 'loading' });
  });

  it('is loading while a retry is out', () => {
    expect(judgeUserDetails({ user: undefined, error: new TypeError('Failed to fetch'), loading: true })).toEqual({ kind: 'loading' });
  });

  it('is loading before an answer', () => {
    expect(judgeUserDetails({ user: undefined, error: undefined, loading: false })).toEqual({ kind: 'loading' });
  });
});
