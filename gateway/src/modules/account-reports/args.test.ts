import { describe, expect, it } from 'vitest';
import { accountId, dayRange } from './args.js';

const field = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return (error as { extensions?: { code?: string; field?: string } }).extensions;
  }
  return null;
};

describe('account-reports arguments', () => {
  it('keeps a date range and trims an account id', () => {
    expect(dayRange('2026-07-01', '2027-06-30')).toEqual({ from: '2026-07-01', to: '2027-06-30' });
    expect(dayRange(null, ' ')).toEqual({ from: undefined, to: undefined });
    expect(accountId(' A0001234 ')).toBe('A0001234');
  });

  it.each([
    [() => dayRange('2026-02-30', null), 'from'],
    [() => dayRange('2026-05-02', '2026-05-01'), 'to'],
    [() => dayRange(null, '1 July'), 'to'],
    [() => accountId('../x'), 'accountId'],
    [() => accountId(''), 'accountId'],
  ])('rejects bad input as BAD_USER_INPUT naming the field (%#)', (fn, name) => {
    expect(field(fn)).toMatchObject({ code: 'BAD_USER_INPUT', field: name });
  });
});
