import { describe, expect, it } from 'vitest';
import { t } from '@kit/copy';
import { checkRules } from '@kit/form/field-rules';
import { SEARCH_RULES, searchFromUrl, toSearch } from './search';

describe('market data search', () => {
  it('sends the trimmed words and a known type only', () => {
    expect(toSearch({ q: '  bhp ', type: 'LISTED' })).toEqual({ q: 'bhp', type: 'LISTED' });
    expect(toSearch({ q: ' ', type: '' })).toEqual({});
    expect(toSearch({ q: 'van', type: 'CASH' })).toEqual({ q: 'van' });
  });

  it('reads the URL back, a search of digits included', () => {
    expect(searchFromUrl({ q: 500, type: 'LISTED' })).toEqual({ q: '500', type: 'LISTED' });
    expect(searchFromUrl({ q: 'x'.repeat(150), type: ['MANAGED_FUND'] })).toEqual({ q: 'x'.repeat(100) });
    expect(searchFromUrl({})).toEqual({});
  });

  it('says at the field when the search is too long', () => {
    expect(checkRules(SEARCH_RULES, { q: 'x'.repeat(101), type: '' }).q?.message).toBe(t('marketData.search.tooLong'));
    expect(checkRules(SEARCH_RULES, { q: 'x'.repeat(100), type: '' })).toEqual({});
  });
});
