import { describe, expect, it } from 'vitest';
import { centsToMoney, compareDecimal, filterAmount, fixedDecimal, isDecimalText, moneyCents, moneyFromInput, shortestDecimal, sumMoney } from './money';

describe('money (web kit)', () => {
  it('adds amounts in whole cents, never as floats', () => {
    expect(sumMoney(['0.10', '0.20'])).toBe('0.30');
    expect(sumMoney(['1234567.35', '0.10', '0.20', '-0.65'])).toBe('1234567.00');
    expect(sumMoney(['90071992547409.93', '0.01'])).toBe('90071992547409.94');
    expect(sumMoney([null, undefined, 'x', '5'])).toBe('5.00');
    expect(sumMoney([])).toBe('0.00');
  });

  it('reads and writes whole cents', () => {
    expect(moneyCents('1234.50')).toBe(123450n);
    expect(moneyCents('-0.005')).toBe(-1n);
    expect(moneyCents('abc')).toBeNull();
    expect(centsToMoney(-1205n)).toBe('-12.05');
    expect(centsToMoney(7n)).toBe('0.07');
  });

  it('compares by value, not as text', () => {
    expect(compareDecimal('9.50', '30.00')).toBe(-1);
    expect(compareDecimal('100', '20.00')).toBe(1);
    expect(compareDecimal('-5.00', '-40.00')).toBe(1);
    expect(compareDecimal('4.350', '4.35')).toBe(0);
    expect(compareDecimal('x', '0')).toBe(-1);
  });

  it('rounds to places by the digits, half away from zero', () => {
    expect(fixedDecimal('2.675', 2)).toBe('2.68');
    expect(fixedDecimal('1.005', 2)).toBe('1.01');
    expect(fixedDecimal('-1.005', 2)).toBe('-1.01');
    expect(fixedDecimal('4.1', 2)).toBe('4.10');
    expect(fixedDecimal('17.5', 0)).toBe('18');
    expect(fixedDecimal('n/a', 2)).toBe('');
  });

  it('reads amounts as advisers type them', () => {
    expect(moneyFromInput('$1,250.5')).toBe('1250.50');
    expect(moneyFromInput(' 12 ')).toBe('12.00');
    expect(moneyFromInput('.5')).toBe('0.50');
    expect(moneyFromInput('-3')).toBe('-3.00');
    for (const typed of ['12.345', 'ten', '', '1e3', '1.2.3']) expect(moneyFromInput(typed)).toBeNull();
    expect(filterAmount('  ')).toBeNull();
    expect(filterAmount('0')).toBe('0.00');
    expect(filterAmount('-1')).toBeUndefined();
    expect(filterAmount('0.001')).toBeUndefined();
  });

  it('tells decimal text and writes it as a form shows it', () => {
    expect([isDecimalText('12.50'), isDecimalText('-3'), isDecimalText(12.5), isDecimalText('1e3'), isDecimalText('')]).toEqual([true, true, false, false, false]);
    expect(shortestDecimal('1250.50')).toBe('1250.5');
    expect(shortestDecimal('500.00')).toBe('500');
    expect(shortestDecimal('500')).toBe('500');
  });
});
