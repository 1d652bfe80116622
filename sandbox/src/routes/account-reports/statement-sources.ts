// What a term deposit's and a wrap account's statements are made of (issue 31, sandbox/README.md "Figures that
// agree"): a term deposit's, its terms and interest schedule (accounts/term-deposit-facts.ts); a wrap account's, the
// day-by-day value the Portfolio valuation and the value-over-time chart show (portfolio/value-history.ts).
import type { Db } from '../../db/index.js';
import type { Scope } from '../../http/scope.js';
import { depositBalanceOn, interestSchedule, TD_TERMS_MONTHS, termDepositFacts, type TermDepositFacts } from '../accounts/term-deposit-facts.js';
import { seriesOf } from '../portfolio/history.js';
import type { ValueDay } from '../portfolio/value-history.js';
import { referenceDay } from '../shared/reference-day.js';
import { addMonths } from '../../seed/calendar.js';
import { unit } from './derive.js';
import type { Period } from './periods.js';
import type { ReportAccount } from './report-account.js';

export interface StatementSources {
  /** A term deposit's current term, or a closed one's last (null: not a term deposit, or pending). */
  termDeposit: TermDepositFacts | null;
  /** A closed term deposit's last maturity, when it was paid out: nothing is in the deposit from that day. */
  paidOutOn?: string | null;
  /** A wrap account's value by day, from its first day to today (null: not a wrap account). */
  wrapDays: ValueDay[] | null;
}

export async function statementSources(db: Db, scope: Scope, account: ReportAccount): Promise<StatementSources> {
  if (account.account_type === 'TD' && account.maturity_date) {
    const facts = termDepositFacts({ ...account, maturity_date: account.maturity_date }, await referenceDay(db));
    return { termDeposit: facts, wrapDays: null };
  }
  if (account.account_type === 'TD' && account.closed_date && account.interest_rate !== null) {
    const closed = closedTermDeposit({ ...account, interest_rate: account.interest_rate, closed_date: account.closed_date });
    return { termDeposit: closed.facts, paidOutOn: closed.paidOutOn, wrapDays: null };
  }
  if (account.account_type === 'WRAP') return { termDeposit: null, wrapDays: (await seriesOf(db, scope, account.account_id)).days };
  return { termDeposit: null, wrapDays: null };
}

type Terms = Parameters<typeof interestSchedule>[0];

/**
 * A closed term deposit's terms, as the seed draws an open one's: a principal in whole thousands ($10,000 to
 * $2,000,000), one of the offered terms (from the account's hash, among those that fit between opening and
 * closing), rolled over at each maturity from the opening day; the maturity on or before the closing day paid it
 * out. A deposit closed before any offered term fits (under 3 months) is paid out on its closing day.
 */
export function closedTermDeposit(account: { account_id: string; opened_date: string; closed_date: string; interest_rate: number }): {
  facts: TermDepositFacts;
  paidOutOn: string;
} {
  const { account_id: id, opened_date: opened, closed_date: closed } = account;
  const principal = Math.round((10_000 * 200 ** unit(id, 'td:principal')) / 1000) * 1000;
  const fits = TD_TERMS_MONTHS.filter((t) => addMonths(opened, t) <= closed);
  let paidOutOn = closed;
  if (fits.length) {
    const term = fits[Math.floor(fits.length * unit(id, 'td:closed-term'))]!;
    let k = 1;
    while (addMonths(opened, term * (k + 1)) <= closed) k++;
    paidOutOn = addMonths(opened, term * k);
  }
  const facts = termDepositFacts({ account_id: id, opened_date: opened, maturity_date: paidOutOn, ledger_balance: principal, interest_rate: account.interest_rate })!;
  return { facts, paidOutOn };
}

/**
 * The k-th term before the current one (0: the current): the seed's rollovers make every earlier term the same terms
 * on the same principal (each maturity pays the term's interest out and lodges the principal again).
 */
function termBefore(f: TermDepositFacts, k: number): Terms {
  const start = addMonths(f.startDate, -k * f.termMonths);
  return { ...f, startDate: start, maturityDate: k === 0 ? f.maturityDate : addMonths(f.startDate, -(k - 1) * f.termMonths) };
}

/** Which term holds a day (the one it started, at the latest). */
function termIndexOn(f: TermDepositFacts, day: string): number {
  let k = 0;
  while (termBefore(f, k).startDate > day) k++;
  return k;
}

const toCents = (dollars: number) => Math.round(dollars * 100);

/** A term deposit's balance at the end of a day (0 before it opened, and from the day a closed one was paid out). */
export function depositOn(f: TermDepositFacts, opened: string, day: string, paidOutOn: string | null = null): number {
  if (day < opened || (paidOutOn !== null && day >= paidOutOn)) return 0;
  return depositBalanceOn(termBefore(f, termIndexOn(f, day)), f.principal, f.interestRate ?? 0, day);
}

/** The interest a term deposit's schedule pays (or reinvests) on the days of a period, in cents. */
export function depositInterestCents(f: TermDepositFacts, opened: string, p: Period): number {
  let cents = 0;
  for (let k = termIndexOn(f, p.to); ; k++) {
    const terms = termBefore(f, k);
    if (terms.maturityDate < p.from || terms.maturityDate <= opened) break;
    for (const pay of interestSchedule(terms, f.principal, f.interestRate ?? 0).payments) {
      if (pay.day >= p.from && pay.day <= p.to && pay.day > opened) cents += toCents(pay.interest);
    }
  }
  return cents;
}

/** A wrap account's value, flows and fees over a period (cents): value at the end of the day before and of its last day. */
export function wrapPeriod(days: readonly ValueDay[], p: Period) {
  const before = days.filter((d) => d.day < p.from).at(-1);
  const inside = days.filter((d) => d.day >= p.from && d.day <= p.to);
  const sum = (pick: (d: ValueDay) => number) => inside.reduce((s, d) => s + pick(d), 0);
  return {
    opening: before?.value ?? 0,
    closing: inside.at(-1)?.value ?? before?.value ?? 0,
    moneyIn: sum((d) => d.moneyIn),
    moneyOut: sum((d) => d.moneyOut),
    fees: sum((d) => d.fee),
  };
}
