import { describe, expect, it } from 'vitest';
import { accountRoute } from './account-route';

describe('accountRoute', () => {
  it('opens the cash, term deposit and wrap pages by product code', () => {
    expect(accountRoute('CMHW', '238371960')).toEqual({ id: 'cash-account', params: { accountNumber: '238371960' } });
    expect(accountRoute('TD_IFA_T', '941552022')?.id).toBe('term-deposit');
    expect(accountRoute('TDEP', '1')?.id).toBe('cash-account');
    expect(accountRoute('IM', 'WI9843161')?.id).toBe('wrap-account');
    expect(accountRoute('SL', 'WS2188852')?.id).toBe('wrap-account');
  });
  it('does not navigate for other types', () => {
    expect(accountRoute('ONL', '123')).toBeNull();
    expect(accountRoute('XYZ', '123')).toBeNull();
  });
  it("strips a leading '000'", () => {
    expect(accountRoute('CMA', '000123456')?.params.accountNumber).toBe('123456');
    expect(accountRoute('CMA', '0012345')?.params.accountNumber).toBe('0012345');
  });
});
