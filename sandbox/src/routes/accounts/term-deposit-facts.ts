// A term deposit's current term (issue 17), derived on read from what the account row holds: the seed rolls
// a deposit over at each maturity, so the term is the longest of the offered terms that fits whole between
// opening and the next maturity, and the term started one term before maturity. Interest frequency, payment
// method and maturity instruction come from the account's hash, so every read agrees.
//
// Interest (issue 31): each period's interest is the balance × rate × the period's days / 365, to the cent, paid
// at the period's end (monthly, quarterly or annually from the term's start, or once at maturity). Reinvested
// periodic interest is added to the deposit, so the next period earns on it; paid out, it leaves the deposit as
// it was. The account's ledger balance is the deposit as at the seed's reference day: the principal lodged at
// the term's start (whole thousands) plus the interest reinvested by then.
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
  /** Interest earned over the whole term: each period's, reinvested or paid out as the method says. */
  interestAtMaturity: number;
  /** Interest paid (or reinvested) from the term's start to the reference day. */
  interestToDate: number;
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

const PERIOD_MONTHS = { MONTHLY: 1, QUARTERLY: 3, ANNUALLY: 12 } as const;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;
const cents = (value: number) => Math.round(value * 100) / 100;

interface Schedule {
  /** Each period's last day and the interest paid on it, in order. */
  payments: { day: string; interest: number }[];
}

/** The interest paid over a term on a principal, period by period (see the head of this file). */
export function interestSchedule(
  terms: Pick<TermDepositFacts, 'startDate' | 'maturityDate' | 'termMonths' | 'interestFrequency' | 'interestPaymentMethod'>,
  principal: number,
  ratePercent: number,
): Schedule {
  const step = terms.interestFrequency === 'AT_MATURITY' ? terms.termMonths : PERIOD_MONTHS[terms.interestFrequency];
  const reinvest = terms.interestPaymentMethod === 'REINVEST' && terms.interestFrequency !== 'AT_MATURITY';
  const payments: Schedule['payments'] = [];
  let balance = principal;
  let from = terms.startDate;
  for (let k = 1; from < terms.maturityDate; k++) {
    const to = k * step >= terms.termMonths ? terms.maturityDate : addMonths(terms.startDate, k * step);
    const interest = cents((balance * ratePercent * (dayNumber(to) - dayNumber(from))) / 36_500);
    payments.push({ day: to, interest });
    if (reinvest) balance = cents(balance + interest);
    from = to;
  }
  return { payments };
}

/** What is reinvested into the deposit by a day (inclusive): its growth over the principal. */
function reinvestedBy(terms: Parameters<typeof interestSchedule>[0], schedule: Schedule, day: string): number {
  if (terms.interestPaymentMethod !== 'REINVEST' || terms.interestFrequency === 'AT_MATURITY') return 0;
  return cents(schedule.payments.filter((p) => p.day <= day).reduce((sum, p) => sum + p.interest, 0));
}

/**
 * The deposit's balance on a day for a principal lodged at the term's start: what the seed stores as the ledger
 * balance on its reference day.
 */
export function depositBalanceOn(terms: Parameters<typeof interestSchedule>[0], principal: number, ratePercent: number, day: string): number {
  return cents(principal + reinvestedBy(terms, interestSchedule(terms, principal, ratePercent), day));
}

/**
 * The facts of a term deposit with a current term (a maturity date); null otherwise (closed or pending).
 * `referenceDay`: the seed's reference day (yyyy-MM-dd), the day the row's ledger balance is as at; without it the
 * balance is taken as the principal.
 */
export function termDepositFacts(row: TermDepositRow, referenceDay?: string): TermDepositFacts | null {
  if (!row.maturity_date) return null;
  const opened = String(row.opened_date).slice(0, 10);
  const maturity = String(row.maturity_date).slice(0, 10);
  const span = Math.max(monthsBetween(opened, maturity), 1);
  const termMonths = TD_TERMS_MONTHS.find((t) => span % t === 0) ?? span;
  const id = row.account_id;
  const rate = row.interest_rate === null ? null : Number(row.interest_rate);
  const balance = Number(row.ledger_balance);
  const atMaturity = termMonths <= 12 || unit(id, 'td:freq') < 0.25;
  const terms = {
    termMonths,
    startDate: addMonths(maturity, -termMonths),
    maturityDate: maturity,
    interestFrequency: atMaturity ? 'AT_MATURITY' : FREQUENCIES[Math.floor(FREQUENCIES.length * unit(id, 'td:freqkind'))]!,
    interestPaymentMethod: unit(id, 'td:method') < 0.6 ? 'REINVEST' : 'PAY_TO_LINKED_ACCOUNT',
  } as const satisfies Parameters<typeof interestSchedule>[0];
  const annual = rate ?? 0;
  const principal = referenceDay ? principalOf(terms, balance, annual, referenceDay) : balance;
  const schedule = interestSchedule(terms, principal, annual);
  const paidBy = referenceDay ?? terms.startDate;
  return {
    principal,
    interestRate: rate,
    ...terms,
    maturityInstruction: INSTRUCTIONS[Math.floor(INSTRUCTIONS.length * unit(id, 'td:instruction'))]!,
    interestAtMaturity: cents(schedule.payments.reduce((sum, p) => sum + p.interest, 0)),
    interestToDate: cents(schedule.payments.filter((p) => p.day <= paidBy).reduce((sum, p) => sum + p.interest, 0)),
  };
}

/**
 * The principal behind a balance on a day: the whole thousands whose reinvested interest makes that balance (the
 * seed's deposits); a balance no such principal makes (not the seed's) is taken as the principal.
 */
function principalOf(terms: Parameters<typeof interestSchedule>[0], balance: number, ratePercent: number, day: string): number {
  const growth = depositBalanceOn(terms, 1_000_000, ratePercent, day) / 1_000_000;
  const guess = Math.round(balance / growth / 1000) * 1000;
  return depositBalanceOn(terms, guess, ratePercent, day) === balance ? guess : balance;
}
