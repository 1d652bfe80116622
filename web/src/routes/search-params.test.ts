import { describe, expect, it } from 'vitest';
import { parsePlainSearch, stringifyPlainSearch } from './search-params';

describe('plain search params', () => {
  it('keeps every value a string', () => {
    expect(parsePlainSearch('?access_token=123e4&expires_in=900&flag=true&goTo=%2Fdashboard%3Fx%3D1')).toEqual({
      access_token: '123e4',
      expires_in: '900',
      flag: 'true',
      goTo: '/dashboard?x=1',
    });
  });

  it('writes strings and numbers, skipping empty values', () => {
    expect(stringifyPlainSearch({ goTo: '/dashboard?x=1', page: 2, none: undefined, nil: null })).toBe(
      '?goTo=%2Fdashboard%3Fx%3D1&page=2',
    );
    expect(stringifyPlainSearch({})).toBe('');
  });

  it('round-trips', () => {
    const search = { keyword: 'smith & co', accountStatus: 'Active,Closed' };
    expect(parsePlainSearch(stringifyPlainSearch(search))).toEqual(search);
  });
});
