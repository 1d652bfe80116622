import { describe, expect, it } from 'vitest';
import { termDepositFacts } from './term-deposit-facts.js';

describe('term deposit facts', () => {
  it('finds the current term between opening and the next maturity, the same on every read', () => {
    const row = { account_id: 'A000123', opened_date: '2023-03-15', maturity_date: '2027-03-15', ledger_balance: '250000.00', interest_rate: '4.200' };
    const facts = termDepositFacts(row)!;
    expect(facts.termMonths).toBe(24);
    expect(facts.startDate).toBe('2025-03-15');
    expect(facts.maturityDate).toBe('2027-03-15');
    expect(facts.principal).toBe(250000);
    expect(facts.interestAtMaturity).toBe(21000);
    expect(['AT_MATURITY', 'MONTHLY', 'QUARTERLY', 'ANNUALLY']).toContain(facts.interestFrequency);
    expect(['REINVEST', 'PAY_TO_LINKED_ACCOUNT']).toContain(facts.interestPaymentMethod);
    expect(termDepositFacts(row)).toEqual(facts);
  });

  it('pays a term of a year or less at maturity, and has no facts without a maturity', () => {
    const short = termDepositFacts({ account_id: 'A9', opened_date: '2026-05-31', maturity_date: '2026-11-30', ledger_balance: 1000, interest_rate: 4 })!;
    expect(short.termMonths).toBe(6);
    expect(short.interestFrequency).toBe('AT_MATURITY');
    expect(termDepositFacts({ account_id: 'A9', opened_date: '2020-01-01', maturity_date: null, ledger_balance: 0, interest_rate: null })).toBeNull();
  });
});
