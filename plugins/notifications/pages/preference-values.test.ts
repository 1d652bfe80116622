import { describe, expect, it } from 'vitest';
import { parseAmount, toInput, validatePreferences } from './preference-values';

describe('preference values', () => {
  it('reads amounts as advisers type them', () => {
    expect(parseAmount('$1,250.50')).toBe('1250.50');
    expect(parseAmount('5000')).toBe('5000.00');
    expect(parseAmount('1000000000')).toBe('1000000000.00');
    expect(parseAmount('1000000000.01')).toBeNull();
    expect(parseAmount('12.345')).toBeNull();
    expect(parseAmount('-5')).toBeNull();
    expect(parseAmount('')).toBeNull();
    expect(parseAmount('2000000000')).toBeNull();
  });

  it('needs at least one preference, and a threshold when the balance one is selected', () => {
    const base = { accountBalance: false, threshold: '', insufficientFunds: false, windowDays: '5' as const };
    expect(validatePreferences(base)).toEqual({ root: true });
    expect(validatePreferences({ ...base, insufficientFunds: true })).toEqual({});
    expect(validatePreferences({ ...base, accountBalance: true, threshold: 'lots' })).toEqual({ threshold: true });
    expect(toInput({ ...base, accountBalance: true, threshold: '10,000', windowDays: '20' })).toEqual({
      accountBalanceThresholdSelected: true,
      accountBalanceThreshold: '10000.00',
      insufficientFundsForPendingPaymentsThresholdSelected: false,
      insufficientFundsWindowDays: 20,
    });
  });
});
