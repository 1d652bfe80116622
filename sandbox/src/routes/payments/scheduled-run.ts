// Approved future and recurring payments run on their date (Sydney): the account is debited; a future payment
// becomes PROCESSED, a recurring one moves to its next date until past its last date. Run before reads.
import type { Db } from '../../db/index.js';
import { addDays, addMonths } from '../../seed/calendar.js';
import { sydneyToday } from '../shared/format.js';

const next = (day: string, frequency: string | null) =>
  frequency === 'Weekly' ? addDays(day, 7) : frequency === 'Fortnightly' ? addDays(day, 14) : frequency === 'Quarterly' ? addMonths(day, 3) : addMonths(day, 1);

export async function runDuePayments(db: Db, today = sydneyToday()): Promise<number> {
  const { rows } = await db.query<{ payment_id: string; account_id: string; amount: string; schedule_type: string; next_date: string; last_date: string | null; frequency: string | null }>(
    `select payment_id, account_id, amount, schedule_type, next_date::text as next_date, last_date::text as last_date, frequency
       from payments where status = 'APPROVED' and schedule_type <> 'immediate' and next_date <= $1::date`,
    [today],
  );
  for (const p of rows) {
    await db.transaction(async (tx) => {
      let day = p.next_date;
      let runs = 0;
      while (day <= today && (!p.last_date || day <= p.last_date)) {
        runs++;
        if (p.schedule_type !== 'recurring') break;
        day = next(day, p.frequency);
      }
      const finished = p.schedule_type !== 'recurring' || (p.last_date !== null && day > p.last_date);
      await tx.query('update accounts set available_balance = available_balance - $2, ledger_balance = ledger_balance - $2 where account_id = $1', [p.account_id, Number(p.amount) * runs]);
      await tx.query(
        `update payments set status = $2, next_date = $3::date, updated_at = now() where payment_id = $1 and status = 'APPROVED'`,
        [p.payment_id, finished ? 'PROCESSED' : 'APPROVED', finished ? p.next_date : day],
      );
      if (finished) await tx.query('delete from scheduled_payments where payment_id = $1', [p.payment_id]);
      else await tx.query('update scheduled_payments set next_payment_date = $2::date where payment_id = $1', [p.payment_id, day]);
    });
  }
  return rows.length;
}
