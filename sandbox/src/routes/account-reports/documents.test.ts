import { describe, expect, it } from 'vitest';
import { accountDocuments } from './documents.js';
import type { ReportAccount } from './report-account.js';

const account = (last_day: string, type: ReportAccount['account_type'] = 'CASH'): ReportAccount => ({
  account_id: 'A000000013',
  account_number: '985787424',
  account_name: 'Test account',
  account_type: type,
  product_code: 'CMA',
  product_description: 'Cash management account',
  wrap_product_type: type === 'WRAP' ? 'Investment' : null,
  account_status: 'Active',
  opened_date: '2016-04-28',
  closed_date: null,
  ledger_balance: 1000,
  interest_rate: 1.5,
  maturity_date: null,
  last_day,
  adviser_fee_stops: null,
});

describe('account documents across a period end', () => {
  // A month's statement is issued 3 to 11 days after it ends; until then the list keeps the 24 issued before it.
  it.each(['2026-11-30', '2026-12-01', '2026-12-05', '2026-12-12', '2027-07-02', '2027-07-15'])('lists 24 issued monthly statements and 2 tax reports on %s', (day) => {
    const docs = accountDocuments(account(day));
    const statements = docs.filter((d) => d.type === 'STATEMENT');
    expect(statements).toHaveLength(24);
    expect(docs.filter((d) => d.type === 'TAX_REPORT')).toHaveLength(2);
    expect(docs.every((d) => d.issued_date <= day)).toBe(true);
    // The newest 24 issued: no gap between consecutive months.
    for (const [i, s] of statements.slice(1).entries()) expect(s.period_to < statements[i]!.period_from).toBe(true);
  });

  it('takes a month into the list on the day its statement is issued', () => {
    const issuedOn = accountDocuments(account('2026-12-31')).find((d) => d.period_to === '2026-11-30')!.issued_date;
    const before = new Date(Date.parse(`${issuedOn}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    expect(accountDocuments(account(before)).some((d) => d.period_to === '2026-11-30')).toBe(false);
    const on = accountDocuments(account(issuedOn));
    expect(on.filter((d) => d.type === 'STATEMENT')[0]!.period_to).toBe('2026-11-30');
    expect(on.filter((d) => d.type === 'STATEMENT').at(-1)!.period_from).toBe('2024-12-01');
  });

  it('lists 8 quarterly statements of a wrap account in the days its last quarter awaits issue', () => {
    expect(accountDocuments(account('2026-10-02', 'WRAP')).filter((d) => d.type === 'STATEMENT')).toHaveLength(8);
  });
});
