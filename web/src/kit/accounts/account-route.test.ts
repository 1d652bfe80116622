import { describe, expect, it } from 'vitest';
import { accountRoute } from './account-route';

describe('accountRoute', () => {
  it('binds each kind the gateway gives to its page, with the number the gateway gives', () => {
    expect(accountRoute({ kind: 'CASH', pageNumber: '123' })).toEqual({ id: 'cash-account', params: { accountNumber: '123' } });
    expect(accountRoute({ kind: 'TERM_DEPOSIT', pageNumber: '9' })).toEqual({ id: 'term-deposit', params: { accountNumber: '9' } });
    expect(accountRoute({ kind: 'WRAP', pageNumber: 'W1' })).toEqual({ id: 'wrap-account', params: { accountNumber: 'W1' } });
  });
  it('gives no page for NONE', () => {
    expect(accountRoute({ kind: 'NONE', pageNumber: '1' })).toBeNull();
  });
});
