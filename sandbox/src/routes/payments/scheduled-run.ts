// Approved future and recurring payments run on their date (Sydney): the account is debited; a future payment
// becomes PROCESSED, a recurring one moves to its next date until past its last date. Run before reads, for the
// payments the read is about (an account's, a creator's, one payment) so a read never scans every payment.
// A run the available balance does not cover is dishonoured: nothing is debited (a cash account is never
// overdrawn); a recurring payment moves on to its next date, a future one ends DECLINED.
import type { Db } from '../../db/index.js';
import { addDays, addMonths } from '../../seed/calendar.js';
import { sydneyToday } from '../shared/format.js';

const next = (day: string, frequency: string | null) =>
  frequency === 'Weekly' ? addDays(day, 7) : frequency === 'Fortnightly' ? addDays(day, 14) : frequency === 'Quarterly' ? addMonths(day, 3) : addMonths(day, 1);

/** Which due payments to run: one account's, one creator's, one payment, or (at start-up) all. */
export type DueScope = { accountId: string } | { createdBy: string } | { paymentId: string } | 'all';

const SCOPES = { accountId: 'account_id', createdBy: 'created_by', paymentId: 'payment_id' } as const;

export async function runDuePayments(db: Db, scope: DueScope, today = sydneyToday()): Promise<number> {
  const [key, value] = scope === 'all' ? [null, null] : (Object.entries(scope)[0] as [keyof typeof SCOPES, string]);
  const { rows } = await db.query<{ payment_id: string; account_id: string; amount: string; schedule_type: string; next_date: string; last_date: string | null; frequency: string | null }>(
    `select payment_id, account_id, amount, schedule_type, next_date::text as next_date, last_date::text as last_date, frequency
       from payments where status = 'APPROVED' and schedule_type <> 'immediate' and next_date <= $1::date
        ${key ? `and ${SCOPES[key]} = $2` : ''}`,
    key ? [today, value] : [today],
  );
  for (const p of rows) {
    await db.transaction(async (tx) => {
      const { rows: acct } = await tx.query<{ cents: string }>(
        `select round(coalesce(available_balance, ledger_balance, 0) * 100)::bigint::text as cents from accounts where account_id = $1 for update`,
        [p.account_id],
      );
      let available = BigInt(acct[0]?.cents ?? '0');
      const cents = BigInt(Math.round(Number(p.amount) * 100));
      let day = p.next_date;
      let paid = 0n;
      let dishonoured = false;
      while (day <= today && (!p.last_date || day <= p.last_date)) {
        if (cents <= available) {
          available -= cents;
          paid += cents;
        } else dishonoured = true;
        if (p.schedule_type !== 'recurring') break;
        day = next(day, p.frequency);
      }
      const finished = p.schedule_type !== 'recurring' || (p.last_date !== null && day > p.last_date);
      const status = !finished ? 'APPROVED' : p.schedule_type !== 'recurring' && dishonoured ? 'DECLINED' : 'PROCESSED';
      const amount = `${paid / 100n}.${String(paid % 100n).padStart(2, '0')}`;
      // Another read ran it first: its next date has moved on (or it is no longer approved), and nothing is debited twice.
      const { rowCount } = await tx.query(
        `update payments set status = $2, next_date = $3::date, updated_at = now() where payment_id = $1 and status = 'APPROVED' and next_date = $4::date`,
        [p.payment_id, status, finished ? p.next_date : day, p.next_date],
      );
      if (!rowCount) return;
      await tx.query('update accounts set available_balance = available_balance - $2::numeric, ledger_balance = ledger_balance - $2::numeric where account_id = $1', [p.account_id, amount]);
    });
  }
  return rows.length;
}
