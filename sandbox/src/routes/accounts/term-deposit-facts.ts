// A term deposit's current term (issue 17), derived on read from what the account row holds: the seed rolls
// a deposit over at each maturity, so the term is the longest of the offered terms that fits whole between
// opening and the next maturity, and the term started one term before maturity. Interest frequency, payment
// method and maturity instruction come from the account's hash, so every read agrees.
import { createHash } from 'node:crypto';

export const TD_TERMS_MONTHS = [36, 24, 12, 6, 3] as const;
const FREQUENCIES = ['MONTHLY', 'QUARTERLY', 'ANNUALLY'] as const;
const INSTRUCTIONS = ['REINVEST_PRINCIPAL_AND_INTEREST', 'REINVEST_PRINCIPAL', 'PAY_OUT'] as const;

export interface TermDepositFacts {
  principal: number;
  interestRate: number | null;
  termMonths: number;
  startDate: string;
  maturityDate: string;
  interestFrequency: 'AT_MATURITY' | (typeof FREQUENCIES)[number];
  interestPaymentMethod: 'REINVEST' | 'PAY_TO_LINKED_ACCOUNT';
  maturityInstruction: (typeof INSTRUCTIONS)[number];
  /** Interest earned over the whole term at the rate (simple interest). */
  interestAtMaturity: number;
}

const unit = (accountId: string, key: string) => createHash('md5').update(`${accountId}:${key}`).digest().readUInt32BE(0) / 0x1_0000_0000;

function monthsBetween(from: string, to: string): number {
  return (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 + Number(to.slice(5, 7)) - Number(from.slice(5, 7));
}

function addMonths(day: string, months: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), lastDay));
  return target.toISOString().slice(0, 10);
}

export interface TermDepositRow {
  account_id: string;
  opened_date: string;
  maturity_date: string | null;
  ledger_balance: string | number;
  interest_rate: string | number | null;
}

/** The facts of a term deposit with a current term (a maturity date); null otherwise (closed or pending). */
export function termDepositFacts(row: TermDepositRow): TermDepositFacts | null {
  if (!row.maturity_date) return null;
  const opened = String(row.opened_date).slice(0, 10);
  const maturity = String(row.maturity_date).slice(0, 10);
  const span = Math.max(monthsBetween(opened, maturity), 1);
  const termMonths = TD_TERMS_MONTHS.find((t) => span % t === 0) ?? span;
  const id = row.account_id;
  const rate = row.interest_rate === null ? null : Number(row.interest_rate);
  const principal = Number(row.ledger_balance);
  const atMaturity = termMonths <= 12 || unit(id, 'td:freq') < 0.25;
  return {
    principal,
    interestRate: rate,
    termMonths,
    startDate: addMonths(maturity, -termMonths),
    maturityDate: maturity,
    interestFrequency: atMaturity ? 'AT_MATURITY' : FREQUENCIES[Math.floor(FREQUENCIES.length * unit(id, 'td:freqkind'))]!,
    interestPaymentMethod: unit(id, 'td:method') < 0.6 ? 'REINVEST' : 'PAY_TO_LINKED_ACCOUNT',
    maturityInstruction: INSTRUCTIONS[Math.floor(INSTRUCTIONS.length * unit(id, 'td:instruction'))]!,
    interestAtMaturity: Math.round(principal * ((rate ?? 0) / 100) * (termMonths / 12) * 100) / 100,
  };
}
