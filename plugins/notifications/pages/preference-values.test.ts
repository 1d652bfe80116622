import { describe, expect, it } from 'vitest';
import { t } from '@kit/copy';
import { parseAmount, preferencesResolver, toInput } from './preference-values';

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

  it('needs at least one preference, and a threshold when the balance one is selected', async () => {
    const base = { accountBalance: false, threshold: '', insufficientFunds: false, windowDays: '5' as const };
    const problems = async (v: typeof base) => (await preferencesResolver(v, undefined, { fields: {}, shouldUseNativeValidation: false })).errors;
    expect(await problems(base)).toEqual({ root: { type: 'check', message: t('notifications.settings.atLeastOne') } });
    expect(await problems({ ...base, insufficientFunds: true })).toEqual({});
    expect(await problems({ ...base, accountBalance: true, threshold: 'lots' })).toEqual({ threshold: { type: 'check', message: t('notifications.settings.thresholdRequired') } });
    expect(toInput({ ...base, accountBalance: true, threshold: '10,000', windowDays: '20' })).toEqual({
      accountBalanceThresholdSelected: true,
      accountBalanceThreshold: '10000.00',
      insufficientFundsForPendingPaymentsThresholdSelected: false,
      insufficientFundsWindowDays: 20,
    });
  });
});
