import { describe, expect, it } from 'vitest';
import { depositBalanceOn, interestSchedule, termDepositFacts, type TermDepositFacts } from './term-deposit-facts.js';

const days = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

describe('term deposit facts', () => {
  it('finds the current term between opening and the next maturity, the same on every read', () => {
    const row = { account_id: 'A000123', opened_date: '2023-03-15', maturity_date: '2027-03-15', ledger_balance: '250000.00', interest_rate: '4.200' };
    const facts = termDepositFacts(row)!;
    expect(facts.termMonths).toBe(24);
    expect(facts.startDate).toBe('2025-03-15');
    expect(facts.maturityDate).toBe('2027-03-15');
    expect(facts.principal).toBe(250000);
    expect(['AT_MATURITY', 'MONTHLY', 'QUARTERLY', 'ANNUALLY']).toContain(facts.interestFrequency);
    expect(['REINVEST', 'PAY_TO_LINKED_ACCOUNT']).toContain(facts.interestPaymentMethod);
    expect(termDepositFacts(row)).toEqual(facts);
  });

  it('pays a term of a year or less at maturity, and has no facts without a maturity', () => {
    const short = termDepositFacts({ account_id: 'A9', opened_date: '2026-05-31', maturity_date: '2026-11-30', ledger_balance: 1000, interest_rate: 4 })!;
    expect(short.termMonths).toBe(6);
    expect(short.interestFrequency).toBe('AT_MATURITY');
    // Once, at maturity: principal x rate x days / 365.
    expect(short.interestAtMaturity).toBe(Math.round((1000 * 4 * days('2026-05-30', '2026-11-30')) / 365) / 100);
    expect(termDepositFacts({ account_id: 'A9', opened_date: '2020-01-01', maturity_date: null, ledger_balance: 0, interest_rate: null })).toBeNull();
  });

  const term = (frequency: TermDepositFacts['interestFrequency'], method: TermDepositFacts['interestPaymentMethod']) => ({
    termMonths: 36,
    startDate: '2024-07-10',
    maturityDate: '2027-07-10',
    interestFrequency: frequency,
    interestPaymentMethod: method,
  });

  it('paid out, interest is simple: the same principal earns every period, and the deposit never grows', () => {
    const terms = term('MONTHLY', 'PAY_TO_LINKED_ACCOUNT');
    const { payments } = interestSchedule(terms, 500_000, 4.5);
    expect(payments).toHaveLength(36);
    const total = payments.reduce((s, p) => s + p.interest, 0);
    const simple = (500_000 * 4.5 * days(terms.startDate, terms.maturityDate)) / 36_500;
    expect(Math.abs(total - simple)).toBeLessThan(0.01 * payments.length);
    expect(depositBalanceOn(terms, 500_000, 4.5, '2026-11-28')).toBe(500_000);
  });

  it('reinvested monthly, each month earns on the interest before it: the deposit grows and the term earns more', () => {
    const terms = term('MONTHLY', 'REINVEST');
    const { payments } = interestSchedule(terms, 500_000, 4.5);
    expect(payments[0]!.day).toBe('2024-08-10');
    expect(payments[0]!.interest).toBe(Math.round((500_000 * 4.5 * 31) / 365) / 100);
    expect(payments[1]!.interest).toBeGreaterThan(Math.round(((500_000 * 4.5 * 31) / 365)) / 100);
    expect(depositBalanceOn(terms, 500_000, 4.5, '2024-08-10')).toBe(500_000 + payments[0]!.interest);
    const total = payments.reduce((s, p) => s + p.interest, 0);
    const simple = (500_000 * 4.5 * days(terms.startDate, terms.maturityDate)) / 36_500;
    const monthly = 500_000 * ((1 + 0.045 / 12) ** 36 - 1);
    expect(total).toBeGreaterThan(simple + 1000);
    expect(Math.abs(total - monthly) / monthly).toBeLessThan(0.005);
  });

  it("reads the principal back from the seed's balance on the reference day, and the interest to that day", () => {
    let reinvested = 0;
    for (let n = 0; n < 24; n++) {
      const base = { account_id: `A0000007${String(n).padStart(2, '0')}`, opened_date: '2021-07-10', maturity_date: '2027-07-10', interest_rate: '4.500' };
      const terms = termDepositFacts({ ...base, ledger_balance: 320_000 })!;
      const balance = depositBalanceOn(terms, 320_000, 4.5, '2026-11-28');
      const facts = termDepositFacts({ ...base, ledger_balance: balance }, '2026-11-28')!;
      expect(facts.principal).toBe(320_000);
      const reinvests = facts.interestPaymentMethod === 'REINVEST' && facts.interestFrequency !== 'AT_MATURITY';
      if (reinvests) {
        reinvested++;
        expect(Math.round(facts.interestToDate * 100)).toBe(Math.round((balance - 320_000) * 100));
        expect(balance).toBeGreaterThan(320_000);
      } else expect(balance).toBe(320_000);
      expect(facts.interestAtMaturity).toBeGreaterThan(facts.interestToDate);
    }
    expect(reinvested).toBeGreaterThan(3);
  });
});
