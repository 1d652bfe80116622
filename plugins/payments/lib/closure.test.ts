import { describe, expect, it } from 'vitest';
import { closingBalance, closureView, offersClosure } from './closure';

describe('offersClosure', () => {
  it('offers closing active accounts only', () => {
    expect(offersClosure('Active')).toBe(true);
    for (const s of ['Closed', 'Deleted', 'Pending', '', null]) expect(offersClosure(s)).toBe(false);
  });
});

describe('closingBalance', () => {
  it('is the ledger balance, else the available balance', () => {
    expect(closingBalance({ ledgerBalance: '0.00', availableBalance: '12.00' })).toBe('0.00');
    expect(closingBalance({ ledgerBalance: null, availableBalance: '12.00' })).toBe('12.00');
    expect(closingBalance({})).toBeNull();
  });
});

describe('closureView', () => {
  it('success carries the closure id', () => {
    expect(closureView({ success: true, closureId: 'CL1', messages: ['Your request to close this account has been received.'] })).toEqual({ state: 'requested', closureId: 'CL1' });
  });

  it('a refusal shows every message, once each', () => {
    expect(closureView({ success: false, messages: ['a', 'b', 'a'] })).toEqual({ state: 'refused', messages: ['a', 'b'], keys: [] });
  });

  it('no answer, or a refusal without messages, is the generic message', () => {
    expect(closureView(null)).toEqual({ state: 'refused', messages: [], keys: ['closure.generic'] });
    expect(closureView({ success: false, messages: [] })).toEqual({ state: 'refused', messages: [], keys: ['closure.generic'] });
  });
});
