import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { isNotFound, loadState, orNotProvided } from './load-state';

describe('loadState', () => {
  it('is LOADING until the first answer, LOAD_SUCCESS with data, LOAD_ERROR on an error or an empty answer', () => {
    expect(loadState({ loading: true, hasData: false })).toBe('LOADING');
    expect(loadState({ loading: false, hasData: true })).toBe('LOAD_SUCCESS');
    expect(loadState({ loading: true, hasData: true })).toBe('LOAD_SUCCESS');
    expect(loadState({ loading: false, hasData: false, error: new Error('offline') })).toBe('LOAD_ERROR');
    expect(loadState({ loading: false, hasData: false })).toBe('LOAD_ERROR');
    expect(loadState({ loading: false, hasData: true, error: new Error('x') })).toBe('LOAD_ERROR');
  });

  it('tells NOT_FOUND from other errors', () => {
    const answer = (code: string) => new CombinedGraphQLErrors({ errors: [{ message: 'x', extensions: { code } }] });
    expect(isNotFound(answer('NOT_FOUND'))).toBe(true);
    expect(isNotFound(answer('UPSTREAM_UNAVAILABLE'))).toBe(false);
    expect(isNotFound(new Error('offline'))).toBe(false);
    expect(isNotFound(null)).toBe(false);
  });

  it("shows 'Not provided' for missing and blank values", () => {
    expect(orNotProvided(null, 'Not provided')).toBe('Not provided');
    expect(orNotProvided('  ', 'Not provided')).toBe('Not provided');
    expect(orNotProvided('0412 345 678', 'Not provided')).toBe('0412 345 678');
  });
});
