import { describe, expect, it } from 'vitest';
import { isValidTerm, overlayAfterTyping, overlayOnFocus } from './term-rules';

describe('term rules', () => {
  it('needs 3 characters, spaces aside', () => {
    expect(isValidTerm('ab')).toBe(false);
    expect(isValidTerm(' ab ')).toBe(false);
    expect(isValidTerm('abc')).toBe(true);
  });

  it('a short term keeps the overlay for accounts and wrap groups only; an empty one closes it', () => {
    expect(overlayAfterTyping('accounts', 'ab')).toBe(true);
    expect(overlayAfterTyping('wrapGroups', 'a')).toBe(true);
    expect(overlayAfterTyping('clients', 'ab')).toBe(false);
    expect(overlayAfterTyping('accounts', '')).toBe(false);
    expect(overlayAfterTyping('clients', 'abc')).toBe(true);
  });

  it('focus opens the recent and popular entries, except for clients without a valid term', () => {
    expect(overlayOnFocus('accounts', '')).toBe(true);
    expect(overlayOnFocus('clients', '')).toBe(false);
    expect(overlayOnFocus('clients', 'abc')).toBe(true);
  });
});
