// The one account a report route is about, when the signed-in user sees it (an adviser link to one of their
// entities); another adviser's account answers 404, as an unknown one does.
import type { Db } from '../../db/index.js';
import { notFound } from '../../http/http-error.js';

export interface ReportAccount {
  account_id: string;
  account_number: string;
  account_name: string;
  account_type: 'CASH' | 'TD' | 'WRAP' | 'MOT';
  product_code: string;
  product_description: string;
  wrap_product_type: string | null;
  account_status: string;
  opened_date: string;
  closed_date: string | null;
  ledger_balance: number;
  interest_rate: number | null;
  /** A term deposit's current maturity (null: none, or not a term deposit). */
  maturity_date: string | null;
  /** The last day history runs to: the closing date, else the seed's reference day. */
  last_day: string;
  /** The first day its ongoing fee arrangement charges no adviser fee (lapsed or ended; fee-consent), else null. */
  adviser_fee_stops: string | null;
}

export async function reportAccount(db: Db, entityKeys: string[], accountId: string): Promise<ReportAccount> {
  if (!/^[A-Za-z0-9-]{1,40}$/.test(accountId)) throw notFound();
  const { rows } = await db.query<Omit<ReportAccount, 'ledger_balance' | 'interest_rate'> & { ledger_balance: string; interest_rate: string | null }>(
    `select a.account_id, a.account_number, a.account_name, a.account_type, a.product_code, a.product_description,
            a.wrap_product_type, a.account_status, to_char(a.opened_date, 'YYYY-MM-DD') as opened_date,
            to_char(a.closed_date, 'YYYY-MM-DD') as closed_date, a.ledger_balance::text as ledger_balance,
            a.interest_rate::text as interest_rate, to_char(coalesce(a.closed_date, s.reference_date), 'YYYY-MM-DD') as last_day,
            to_char(a.maturity_date, 'YYYY-MM-DD') as maturity_date,
            (select to_char(least(f.ended_date, f.anniversary_date + r.days), 'YYYY-MM-DD')
               from fee_arrangements f join fee_consent_rules r on r.rule = 'lapse' where f.account_id = a.account_id) as adviser_fee_stops
       from accounts a cross join seed_info s
      where a.account_id = $1 and a.account_status <> 'Deleted'
        and exists (select 1 from account_advisers aa where aa.account_id = a.account_id and aa.entity_key = any($2::text[]))`,
    [accountId, entityKeys],
  );
  const row = rows[0];
  if (!row) throw notFound();
  return { ...row, ledger_balance: Number(row.ledger_balance), interest_rate: row.interest_rate === null ? null : Number(row.interest_rate) };
}
