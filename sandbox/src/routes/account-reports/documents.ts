// The documents of one account (issue 17), derived on read: monthly statements for a cash or term deposit
// account and quarterly statements for a wrap account (24 months), plus a yearly tax report per financial
// year (an interest summary for cash). Each carries what its PDF shows: the period's opening and closing
// balance and the lines between them, which always add up.
import type { ReportAccount } from './report-account.js';
import { balanceAt, cents, unit } from './derive.js';
import { feeTotals, monthlyFees } from './fees.js';
import { statementFigures, type StatementFigures } from './ledger-statements.js';
import { depositInterestCents, depositOn, wrapPeriod, type StatementSources } from './statement-sources.js';
import { completedPeriods, financialYearTitle, previousDay, type Period, type PeriodKind } from './periods.js';
import type { TermDepositFacts } from '../accounts/term-deposit-facts.js';
import type { ValueDay } from '../portfolio/value-history.js';

export type DocumentType = 'STATEMENT' | 'TAX_REPORT';
export const DOCUMENT_TYPES: readonly DocumentType[] = ['STATEMENT', 'TAX_REPORT'];
export const HISTORY_MONTHS = 24;

export interface DocumentLine {
  label: string;
  amount: number;
}

export interface AccountDocument {
  document_id: string;
  type: DocumentType;
  title: string;
  period_from: string;
  period_to: string;
  issued_date: string;
  opening_balance: number | null;
  closing_balance: number | null;
  lines: DocumentLine[];
}

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const compact = (date: string) => date.replaceAll('-', '');

/**
 * Every document of the account, newest period first (statements before tax reports of the same end). `ledger`: a
 * cash account's movements (ledger-statements.ts), which its statements are made of; `sources`: a term deposit's
 * terms and a wrap account's values by day (statement-sources.ts), which theirs are made of.
 */
export function accountDocuments(
  account: ReportAccount,
  ledger: Parameters<typeof statementFigures>[0] | null = null,
  sources: StatementSources = { termDeposit: null, wrapDays: null },
): AccountDocument[] {
  const wrap = account.account_type === 'WRAP';
  const months = HISTORY_MONTHS / (wrap ? 3 : 1);
  const statement = (p: Period) => {
    if (sources.wrapDays) return wrapValueStatement(account, p, sources.wrapDays);
    if (wrap) return wrapStatement(account, p);
    if (ledger) return ledgerStatement(account, p, statementFigures(ledger, p));
    if (sources.termDeposit) return termDepositStatement(account, p, sources.termDeposit, sources.paidOutOn ?? null);
    return cashStatement(account, p);
  };
  // A document is listed once issued (3 to 11 days after its period ends), so the latest `count` issued ones are
  // the latest `count + 1` completed periods less the newest while it awaits issue: between a month's end and its
  // statement's issue the list still holds 24 statements, the oldest one month older.
  const isIssued = (d: AccountDocument) => d.issued_date <= account.last_day || account.account_status === 'Closed';
  const latestIssued = (kind: PeriodKind, count: number, make: (p: Period) => AccountDocument) =>
    completedPeriods(kind, account.opened_date, account.last_day, count + 1).map(make).filter(isIssued).slice(0, count);
  const statements = latestIssued(wrap ? 'quarter' : 'month', months, statement);
  const years = latestIssued('financial-year', 2, (p) => taxReport(account, p, ledger, sources.termDeposit));
  return [...statements, ...years].sort((a, b) => b.period_to.localeCompare(a.period_to) || a.type.localeCompare(b.type));
}

function issued(account: ReportAccount, p: Period) {
  return addDays(p.to, 3 + Math.floor(9 * unit(account.account_id, `issued:${p.to}`)));
}

function balances(account: ReportAccount, p: Period) {
  return {
    opening: balanceAt(account.account_id, account.ledger_balance, previousDay(p.from), account.last_day),
    closing: balanceAt(account.account_id, account.ledger_balance, p.to, account.last_day),
  };
}

function ledgerStatement(account: ReportAccount, p: Period, f: StatementFigures): AccountDocument {
  return {
    document_id: `statement-${compact(p.from)}-${compact(p.to)}`,
    type: 'STATEMENT',
    title: 'Cash account statement',
    period_from: p.from,
    period_to: p.to,
    issued_date: issued(account, p),
    opening_balance: f.opening,
    closing_balance: f.closing,
    lines: [
      { label: 'Deposits', amount: f.deposits },
      { label: 'Interest', amount: f.interest },
      { label: 'Withdrawals and payments', amount: -f.withdrawals },
      { label: 'Fees', amount: -f.fees },
    ],
  };
}

/**
 * A term deposit's statement from its terms (term-deposit-facts.ts): the deposit either side of the period, the
 * interest its schedule pays in the period, and what left the deposit (interest paid to the linked account, or
 * the reinvested interest paid out at a maturity, when the principal is lodged again). A closed deposit's last
 * maturity (`paidOutOn`) pays out the principal too.
 */
function termDepositStatement(account: ReportAccount, p: Period, f: TermDepositFacts, paidOutOn: string | null): AccountDocument {
  const opening = Math.round(depositOn(f, account.opened_date, previousDay(p.from), paidOutOn) * 100);
  const closing = Math.round(depositOn(f, account.opened_date, p.to, paidOutOn) * 100);
  const lodged = opening === 0 && p.from <= account.opened_date ? Math.round(f.principal * 100) : 0;
  const interest = depositInterestCents(f, account.opened_date, p);
  const principalOut = paidOutOn !== null && paidOutOn >= p.from && paidOutOn <= p.to ? Math.round(f.principal * 100) : 0;
  const paidOut = opening + lodged + interest - closing - principalOut;
  return {
    ...statementHead(account, p, 'Term deposit statement'),
    opening_balance: opening / 100,
    closing_balance: closing / 100,
    lines: [
      { label: 'Deposits', amount: lodged / 100 },
      { label: 'Interest', amount: interest / 100 },
      { label: 'Interest paid out', amount: -paidOut / 100 },
      ...(principalOut ? [{ label: 'Deposit paid out at maturity', amount: -principalOut / 100 }] : []),
    ],
  };
}

/**
 * A wrap account's quarterly statement from its value by day (portfolio/value-history.ts): the portfolio value the
 * valuation gives the day before the quarter and on its last day, the money in and out and the Fees tab's fees
 * in it, and the rest as investment income and market movement.
 */
function wrapValueStatement(account: ReportAccount, p: Period, days: ValueDay[]): AccountDocument {
  const v = wrapPeriod(days, p);
  const growth = v.closing - v.opening - v.moneyIn + v.moneyOut + v.fees;
  return {
    ...statementHead(account, p, 'Quarterly wrap statement'),
    opening_balance: v.opening / 100,
    closing_balance: v.closing / 100,
    lines: [
      { label: 'Contributions and deposits', amount: v.moneyIn / 100 },
      { label: 'Withdrawals and pension payments', amount: -v.moneyOut / 100 },
      { label: 'Fees', amount: -v.fees / 100 },
      { label: 'Investment income and market movement', amount: growth / 100 },
    ],
  };
}

function statementHead(account: ReportAccount, p: Period, title: string) {
  return {
    document_id: `statement-${compact(p.from)}-${compact(p.to)}`,
    type: 'STATEMENT' as const,
    title,
    period_from: p.from,
    period_to: p.to,
    issued_date: issued(account, p),
  };
}

/** A statement built without its sources (a pending term deposit's, or a cash account's without its ledger). */
function cashStatement(account: ReportAccount, p: Period): AccountDocument {
  const { opening, closing } = balances(account, p);
  const interest = cents((opening * (account.interest_rate ?? 0)) / 100 / 12);
  const fees = unit(account.account_id, `fees:${p.to}`) < 0.3 ? 0 : cents(2 + 8 * unit(account.account_id, `feeamt:${p.to}`));
  const churn = cents(opening * 0.04 * unit(account.account_id, `churn:${p.to}`));
  const net = cents(closing - opening - interest + fees);
  const deposits = net >= 0 ? cents(net + churn) : churn;
  const withdrawals = net >= 0 ? churn : cents(churn - net);
  return {
    document_id: `statement-${compact(p.from)}-${compact(p.to)}`,
    type: 'STATEMENT',
    title: account.account_type === 'TD' ? 'Term deposit statement' : 'Cash account statement',
    period_from: p.from,
    period_to: p.to,
    issued_date: issued(account, p),
    opening_balance: opening,
    closing_balance: closing,
    lines: [
      { label: 'Deposits', amount: deposits },
      { label: 'Interest', amount: interest },
      { label: 'Withdrawals and payments', amount: -withdrawals },
      { label: 'Fees', amount: -fees },
    ],
  };
}

function wrapStatement(account: ReportAccount, p: Period): AccountDocument {
  const { opening, closing } = balances(account, p);
  const fees = feeTotals(monthlyFees(account).filter((f) => f.period_from >= p.from && f.period_to <= p.to)).total;
  const inflow = unit(account.account_id, `in:${p.to}`) < 0.5 ? 0 : cents(opening * 0.03 * unit(account.account_id, `inamt:${p.to}`));
  const outflow = cents(opening * 0.015 * unit(account.account_id, `out:${p.to}`));
  const growth = cents(closing - opening - inflow + outflow + fees);
  return {
    document_id: `statement-${compact(p.from)}-${compact(p.to)}`,
    type: 'STATEMENT',
    title: 'Quarterly wrap statement',
    period_from: p.from,
    period_to: p.to,
    issued_date: issued(account, p),
    opening_balance: opening,
    closing_balance: closing,
    lines: [
      { label: 'Contributions and deposits', amount: inflow },
      { label: 'Withdrawals and pension payments', amount: -outflow },
      { label: 'Fees', amount: -fees },
      { label: 'Investment income and market movement', amount: growth },
    ],
  };
}

function taxReport(account: ReportAccount, p: Period, ledger: Parameters<typeof statementFigures>[0] | null, td: TermDepositFacts | null): AccountDocument {
  const base = Math.max(account.ledger_balance, 1000);
  const lines: DocumentLine[] =
    account.account_type === 'WRAP'
      ? [
          { label: 'Dividends and distributions', amount: cents(base * (0.015 + 0.02 * unit(account.account_id, `div:${p.to}`))) },
          { label: 'Franking credits', amount: cents(base * 0.006 * unit(account.account_id, `frank:${p.to}`)) },
          { label: 'Interest income', amount: cents(base * 0.002 * unit(account.account_id, `int:${p.to}`)) },
          { label: 'Net capital gains', amount: cents(base * (0.04 * unit(account.account_id, `cgt:${p.to}`) - 0.01)) },
        ]
      : [
          // A cash account's interest is its ledger's interest credits in the year; a term deposit's, its schedule's.
          {
            label: 'Interest earned',
            amount: ledger ? statementFigures(ledger, p).interest : td ? depositInterestCents(td, account.opened_date, p) / 100 : cents((base * (account.interest_rate ?? 0)) / 100),
          },
          { label: 'Tax withheld (no TFN quoted)', amount: 0 },
        ];
  return {
    document_id: `tax-report-${compact(p.from)}-${compact(p.to)}`,
    type: 'TAX_REPORT',
    title: `${account.account_type === 'WRAP' ? 'Annual tax report' : 'Annual interest summary'} ${financialYearTitle(p.from)}`,
    period_from: p.from,
    period_to: p.to,
    issued_date: addDays(p.to, 30 + Math.floor(40 * unit(account.account_id, `tax:${p.to}`))),
    opening_balance: null,
    closing_balance: null,
    lines,
  };
}
