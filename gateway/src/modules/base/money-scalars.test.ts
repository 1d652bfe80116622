import { Kind, type ValueNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { DecimalScalar, MoneyScalar, parseDecimal, parseMoney, serializeDecimal, serializeMoney } from './money-scalars.js';

const literal = (kind: Kind.STRING | Kind.INT | Kind.FLOAT | Kind.BOOLEAN, value: string) =>
  (kind === Kind.BOOLEAN ? { kind, value: value === 'true' } : { kind, value }) as ValueNode;
const codeOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return { code: (error as { extensions?: { code?: string } }).extensions?.code, message: (error as Error).message };
  }
  return null;
};

describe('Money scalar', () => {
  it('writes an upstream number by its shortest decimal text, with exactly 2 decimals', () => {
    for (const [value, text] of [[1234.5, '1234.50'], [-12, '-12.00'], [0, '0.00'], [0.1 + 0.2, '0.30'], [4.56, '4.56'], [1e21, '1000000000000000000000.00'], [-0, '0.00'], [1234567890123.45, '1234567890123.45']] as const) {
      expect([value, serializeMoney(value)]).toEqual([value, text]);
    }
  });

  it('writes decimal text by its digits, half a cent away from zero', () => {
    for (const [value, text] of [['1234.5', '1234.50'], ['0.005', '0.01'], ['-0.005', '-0.01'], ['-0.004', '0.00'], ['2.675', '2.68'], ['12345678901234567.89', '12345678901234567.89']] as const) {
      expect([value, serializeMoney(value)]).toEqual([value, text]);
    }
  });

  it('refuses to write what is not a decimal', () => {
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY, 'abc', '1,000', true, null, {}]) expect(() => serializeMoney(value)).toThrow(/Money cannot represent/);
  });

  it('reads text and numbers with at most 2 decimals as text with exactly 2', () => {
    for (const [value, text] of [['1234.50', '1234.50'], ['1234.5', '1234.50'], ['-12', '-12.00'], ['0007.10', '7.10'], ['1.000', '1.00'], [12.5, '12.50'], [100, '100.00']] as const) {
      expect([value, parseMoney(value)]).toEqual([value, text]);
    }
  });

  it('refuses a part of a cent, an exponent and anything not a decimal as BAD_USER_INPUT', () => {
    for (const value of ['12.345', 12.345, 1e-9, '0.001']) {
      expect([value, codeOf(() => parseMoney(value))]).toEqual([value, { code: 'BAD_USER_INPUT', message: expect.stringMatching(/whole cents.*part of a cent/) }]);
    }
    for (const value of ['abc', '1e2', '.5', '$5', '1,000.00', ' 5', '', '+5', Number.NaN, true, null, { amount: 1 }, '9'.repeat(41)]) {
      expect([value, codeOf(() => parseMoney(value))]).toEqual([value, { code: 'BAD_USER_INPUT', message: expect.stringMatching(/^Money must be decimal text such as "1234.50"/) }]);
    }
  });

  it('reads a literal by the digits written, never through a float', () => {
    expect(MoneyScalar.parseLiteral(literal(Kind.STRING, '1234.50'))).toBe('1234.50');
    expect(MoneyScalar.parseLiteral(literal(Kind.INT, '42'))).toBe('42.00');
    expect(MoneyScalar.parseLiteral(literal(Kind.FLOAT, '0.30'))).toBe('0.30');
    expect(codeOf(() => MoneyScalar.parseLiteral(literal(Kind.FLOAT, '12.345')))?.code).toBe('BAD_USER_INPUT');
    expect(codeOf(() => MoneyScalar.parseLiteral(literal(Kind.FLOAT, '1e2')))?.code).toBe('BAD_USER_INPUT');
    expect(codeOf(() => MoneyScalar.parseLiteral(literal(Kind.BOOLEAN, 'true')))?.code).toBe('BAD_USER_INPUT');
  });
});

describe('Decimal scalar', () => {
  it('writes a number by its shortest text, never with an exponent, and text with its own places', () => {
    for (const [value, text] of [[4.35, '4.35'], [1250.5, '1250.5'], [-0.0125, '-0.0125'], [1e-7, '0.0000001'], [1e21, '1000000000000000000000'], [0.1 + 0.2, '0.30000000000000004'], ['4.350', '4.350'], ['-3', '-3']] as const) {
      expect([value, serializeDecimal(value)]).toEqual([value, text]);
    }
    for (const value of [Number.NaN, 'x', false]) expect(() => serializeDecimal(value)).toThrow(/Decimal cannot represent/);
  });

  it('reads text and numbers as the shortest exact text, and refuses the rest', () => {
    for (const [value, text] of [['4.350', '4.35'], ['12.00', '12'], [0.5, '0.5'], ['-0.0125', '-0.0125']] as const) expect(parseDecimal(value)).toBe(text);
    for (const value of ['4,35', '1e2', 'NaN', '', null]) expect(codeOf(() => parseDecimal(value))).toEqual({ code: 'BAD_USER_INPUT', message: expect.stringMatching(/^Decimal must be decimal text such as "4.35"/) });
    expect(DecimalScalar.parseLiteral(literal(Kind.FLOAT, '3.1400'))).toBe('3.14');
  });
});
