import { describe, expect, it } from 'vitest';
import { amountParam, fromDateParam, parseDay, toDateParam } from './filter-params.js';

describe('date parameters (000 §5)', () => {
  it('sends a from date at the start of the day and a to date at its end, in Z', () => {
    expect(fromDateParam('2025-03-01', 'openDateFrom')).toBe('2025-03-01T00:00:00Z');
    expect(toDateParam('2025-03-31', 'openDateTo')).toBe('2025-03-31T23:59:59Z');
  });

  it("accepts the web's dd/MM/yyyy input too", () => {
    expect(parseDay('05/02/2025', 'closeDateFrom')).toBe('2025-02-05');
    expect(fromDateParam('31/12/2024', 'closeDateFrom')).toBe('2024-12-31T00:00:00Z');
  });

  it('rejects impossible or malformed dates as BAD_USER_INPUT', () => {
    for (const bad of ['2025-02-30', '2025-2-3', '31-12-2024', 'yesterday', '2025-03-01T00:00:00Z']) {
      expect(() => parseDay(bad, 'openDateFrom')).toThrow(expect.objectContaining({ extensions: expect.objectContaining({ code: 'BAD_USER_INPUT', field: 'openDateFrom' }) }));
    }
  });
});

describe('amount parameters (000 §5)', () => {
  it('always has 2 decimals, by the digits', () => {
    expect(amountParam('1000', 'fromAmount')).toBe('1000.00');
    expect(amountParam('0.5', 'fromAmount')).toBe('0.50');
    expect(amountParam('1234.56', 'toAmount')).toBe('1234.56');
    expect(amountParam('-20.00', 'toAmount')).toBe('-20.00');
    expect(amountParam('90071992547409.93', 'toAmount')).toBe('90071992547409.93');
  });

  it('rejects a part of a cent and text that is not a decimal', () => {
    expect(() => amountParam('1234.567', 'toAmount')).toThrow(/toAmount/);
    expect(() => amountParam('Infinity', 'toAmount')).toThrow(/toAmount/);
  });
});
