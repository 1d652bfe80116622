import { describe, expect, it } from 'vitest';
import { isPensionAccount, isPensionProductCode, offersPensionPayment } from './pension-account';

describe('isPensionAccount', () => {
  it('takes the gateway product type when there is one', () => {
    expect(isPensionAccount({ kind: 'WRAP', productType: 'Pension', productCode: 'TA' })).toBe(true);
    expect(isPensionAccount({ kind: 'WRAP', productType: 'pension' })).toBe(true);
    expect(isPensionAccount({ kind: 'WRAP', productType: 'Super', productCode: 'SC' })).toBe(false);
    expect(isPensionAccount({ kind: 'WRAP', productType: 'Investment', productCode: 'IA' })).toBe(false);
  });

  it('falls back to the 002 §3 pension product families and their sub-codes', () => {
    for (const code of ['PC', 'AP', 'TA', 'PD', 'PL', 'AN', 'PCX', 'an2']) expect(isPensionProductCode(code)).toBe(true);
    for (const code of ['SC', 'SA', 'IA', 'CMHW', '', null]) expect(isPensionProductCode(code)).toBe(false);
    expect(isPensionAccount({ kind: 'WRAP', productType: null, productCode: 'AN' })).toBe(true);
  });

  it('is never a cash or term deposit account', () => {
    expect(isPensionAccount({ kind: 'CASH', productType: null, productCode: 'PC' })).toBe(false);
  });
});

describe('offersPensionPayment', () => {
  const pension = { kind: 'WRAP', productType: 'Pension', productCode: 'TA', accountStatus: 'Active' };
  it('needs the flag, an active account and a pension product', () => {
    expect(offersPensionPayment(pension, true)).toBe(true);
    expect(offersPensionPayment(pension, false)).toBe(false);
    expect(offersPensionPayment({ ...pension, accountStatus: 'Closed' }, true)).toBe(false);
    expect(offersPensionPayment({ ...pension, productType: 'Super' }, true)).toBe(false);
  });
});
