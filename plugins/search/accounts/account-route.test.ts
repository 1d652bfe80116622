import { describe, expect, it } from 'vitest';
import { accountRoute } from './account-route';

describe('accountRoute', () => {
  it('picks the page by type and strips a leading 000', () => {
    expect(accountRoute({ accountType: 'CASH', accountNumber: '000123456' })).toEqual({ to: 'cash-account', accountNumber: '123456' });
    expect(accountRoute({ accountType: 'WRAP', accountNumber: 'WI8732019' })).toEqual({ to: 'wrap-account', accountNumber: 'WI8732019' });
    expect(accountRoute({ accountType: 'TD', accountNumber: '0001000' })).toEqual({ to: 'term-deposit', accountNumber: '1000' });
  });

  it('online trading accounts have no page', () => {
    expect(accountRoute({ accountType: 'MOT', accountNumber: '1' })).toBeNull();
  });
});
