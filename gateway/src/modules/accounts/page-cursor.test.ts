import { describe, expect, it } from 'vitest';
import { decodePageCursor, encodePageCursor } from './page-cursor.js';

describe('account search page cursor', () => {
  it('round-trips the upstream cursor and the last account id', () => {
    const c = { upstream: 'abc:def', lastAccountId: 'A123' };
    expect(decodePageCursor(encodePageCursor(c))).toEqual(c);
  });

  it('treats no cursor as the first page and refuses a foreign one', () => {
    expect(decodePageCursor(undefined)).toBeNull();
    expect(() => decodePageCursor('not-a-cursor')).toThrow(/not a cursor/);
  });
});
