import { describe, expect, it } from 'vitest';
import { authorityStatusLabel, methodLabel, paymentStatusLabel, signingLabel } from './payment-labels';

describe('payment labels', () => {
  it('words the gateway codes from the catalogue and shows an unknown one as given', () => {
    expect(paymentStatusLabel('AWAITING_AUTHORISATION')).toBe('Awaiting authorisation');
    expect(authorityStatusLabel('SENT')).toBe('Awaiting approval');
    expect(paymentStatusLabel('ON_HOLD')).toBe('ON_HOLD');
    expect(methodLabel('ROLLING_CODE')).toBe('Vasco token');
    expect(methodLabel(null)).toBe('No method chosen');
  });

  it("names the authority from the gateway's approvalsRequired: two signatures dual, one sole", () => {
    expect(signingLabel(1)).toBe('Sole authority');
    expect(signingLabel(2)).toBe('Dual authority');
    expect(signingLabel(null)).toBe('');
  });
});
