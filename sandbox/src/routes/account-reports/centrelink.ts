// Centrelink schedules of a pension wrap account (issue 17): one per financial year from the pension's start,
// derived on read. An account-based pension's deductible amount is its purchase price over the relevant number
// (the life expectancy at commencement); the yearly payments follow the account's nominated drawdown rate.
import type { ReportAccount } from './report-account.js';
import { balanceAt, cents, unit } from './derive.js';
import { financialYearName, periodsBetween } from './periods.js';

export const MAX_SCHEDULES = 5;

export interface CentrelinkSchedule {
  schedule_id: string;
  financial_year: string;
  period_from: string;
  period_to: string;
  purchase_price: number;
  relevant_number: number;
  deductible_amount: number;
  annual_payments: number;
  payment_frequency: 'MONTHLY' | 'QUARTERLY' | 'HALF_YEARLY' | 'YEARLY';
  date_issued: string;
}

const FREQUENCIES = ['MONTHLY', 'QUARTERLY', 'HALF_YEARLY', 'YEARLY'] as const;

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Newest first. */
export function centrelinkSchedules(account: ReportAccount): CentrelinkSchedule[] {
  const id = account.account_id;
  const base = account.ledger_balance > 0 ? account.ledger_balance : 100_000 + 400_000 * unit(id, 'cl:base');
  const purchasePrice = cents(base * (0.9 + 0.35 * unit(id, 'cl:price')));
  const relevantNumber = Math.round((15 + 15 * unit(id, 'cl:rn')) * 100) / 100;
  const drawdown = [0.04, 0.05, 0.06, 0.07][Math.floor(4 * unit(id, 'cl:draw'))]!;
  const frequency = FREQUENCIES[Math.floor(FREQUENCIES.length * unit(id, 'cl:freq'))]!;
  const years = periodsBetween('financial-year', account.opened_date, account.last_day).reverse().slice(0, MAX_SCHEDULES);
  return years.map((fy) => {
    const first = fy.from <= account.opened_date;
    const start = first ? account.opened_date : fy.from;
    const balance = first ? purchasePrice : balanceAt(id, account.ledger_balance, start, account.last_day);
    return {
      schedule_id: `CL-${fy.from.slice(0, 4)}`,
      financial_year: financialYearName(fy.from),
      period_from: start,
      period_to: fy.to,
      purchase_price: purchasePrice,
      relevant_number: relevantNumber,
      deductible_amount: cents(purchasePrice / relevantNumber),
      annual_payments: cents(balance * drawdown),
      payment_frequency: frequency,
      date_issued: addDays(start, 5 + Math.floor(20 * unit(id, `cl:issued:${fy.from}`))),
    };
  });
}

export const isPension = (a: ReportAccount) => a.account_type === 'WRAP' && a.wrap_product_type === 'Pension';
