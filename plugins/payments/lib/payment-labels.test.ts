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

  it("reads 'Either To Sign' as sole and 'Both To Sign' as dual authority", () => {
    expect(signingLabel('Either To Sign')).toBe('Sole authority');
    expect(signingLabel('Both To Sign')).toBe('Dual authority');
  });
});
