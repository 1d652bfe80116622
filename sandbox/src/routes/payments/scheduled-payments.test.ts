// One store of scheduled payments (issue 31): the seed's scheduled payments are approved payments set up by the
// back office, and Payments → Scheduled payments, the cash account's Scheduled payments tab and the bell's
// insufficient-funds list give the same payments, amounts and next dates.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../../server.js';
import { call, passwordGrant, SETUP_TIMEOUT, testSandbox } from '../../http/test-fixture.js';
import { addDays } from '../../seed/calendar.js';
import { sydneyToday } from '../shared/format.js';
import { BACK_OFFICE_MAC } from './scheduled-payments.js';
import { runDuePayments } from './scheduled-run.js';

let sandbox: Sandbox;
let token: string;
beforeAll(async () => {
  sandbox = await testSandbox();
  token = (await passwordGrant(sandbox.app, 'wrap.adviser')).access_token;
}, SETUP_TIMEOUT);
afterAll(() => sandbox?.close());

interface Listed { paymentId: string; status: string; amount: number; payeeName: string; scheduleType: string; schedule: { nextDate: string; frequency: string | null }; paymentDestinationBPAY?: { biller: string; crn: string } }
interface TabRow { payment_id: string; payee_name: string; amount: number; next_payment_date: string; frequency: string; payment_type: string }
interface Pending { account_number: string; scheduled_total: number; payment_count: number; next_payment_date: string; available_balance: number }

const paymentsList = async (accountNumber: string) =>
  (await call(sandbox.app, token, `/api/wealth/payments/v1/payments?accountNumber=${accountNumber}&view=scheduled&size=200`)).body.payments as Listed[];
const tab = async (accountId: string) =>
  (await call(sandbox.app, token, `/api/wealth/channel/cash/v1/accounts/${accountId}/scheduled-payments`)).body.data as TabRow[];

/** wrap.adviser's cash account with a seeded payment the balance will not cover within 20 days. */
async function shortAccount() {
  const { rows } = await sandbox.db.query<{ account_id: string; account_number: string }>(
    `select a.account_id, a.account_number from accounts a join payments p on p.account_id = a.account_id
      where p.created_by = $1 and p.status = 'APPROVED' and p.amount > a.available_balance and p.next_date <= current_date + 20
        and exists (select 1 from account_advisers aa join user_entities ue on ue.entity_key = aa.entity_key
                     where aa.account_id = a.account_id and ue.mac = 'M0000001')
      order by a.account_id limit 1`,
    [BACK_OFFICE_MAC],
  );
  return rows[0]!;
}

describe('scheduled payments, one store', () => {
  it('seeds them as approved future-dated or recurring payments set up by the back office, paid by BPAY or EFT', async () => {
    const { rows } = await sandbox.db.query<{ schedule_type: string; frequency: string | null; destination_type: string; n: number }>(
      `select schedule_type, frequency, destination_type, count(*)::int as n from payments where created_by = $1 group by 1, 2, 3`,
      [BACK_OFFICE_MAC],
    );
    expect(rows.every((r) => (r.schedule_type === 'future') === (r.frequency === null))).toBe(true);
    expect(new Set(rows.map((r) => r.schedule_type))).toEqual(new Set(['future', 'recurring']));
    expect(new Set(rows.map((r) => r.destination_type))).toEqual(new Set(['BPAY', 'EFT']));
    expect((await sandbox.db.query('select 1 from scheduled_payments')).rows).toEqual([]);
    // Nobody signs in as the back office.
    expect((await sandbox.app.inject({ method: 'POST', url: '/oauth2/token', payload: { grant_type: 'password', username: 'back.office', password: 'demo' } })).statusCode).not.toBe(200);
  });

  it('lists the same payments on Payments → Scheduled payments, the cash account tab and the bell', async () => {
    const account = await shortAccount();
    const listed = await paymentsList(account.account_number);
    const rows = await tab(account.account_id);
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((p) => p.status === 'APPROVED')).toBe(true);
    const key = (id: string, amount: number, next: string, payee: string) => `${id} ${amount.toFixed(2)} ${next} ${payee}`;
    expect(listed.map((p) => key(p.paymentId, p.amount, p.schedule.nextDate, p.payeeName)).sort()).toEqual(
      rows.map((r) => key(r.payment_id, r.amount, r.next_payment_date, r.payee_name)).sort(),
    );
    for (const p of listed) expect(rows.find((r) => r.payment_id === p.paymentId)!.frequency).toBe(p.schedule.frequency ?? 'Once');

    const nc = '/api/channel/notification-centre/v1';
    const payload = { account_balance: { selected: true, threshold: 1000 }, insufficient_funds: { selected: true, window_days: 20 } };
    expect((await call(sandbox.app, token, `${nc}/notification-preferences`, { method: 'PUT', payload })).status).toBe(200);
    const pending = ((await call(sandbox.app, token, `${nc}/notifications/pending-payments`)).body.data as Pending[]).find((r) => r.account_number === account.account_number);
    const due = listed.filter((p) => p.schedule.nextDate <= addDays(sydneyToday(), 20));
    expect(pending).toMatchObject({ payment_count: due.length, next_payment_date: due.map((p) => p.schedule.nextDate).sort()[0] });
    const cents = due.reduce((sum, p) => sum + Math.round(p.amount * 100), 0);
    expect(Math.round(pending!.scheduled_total * 100)).toBe(cents);
    // The dashboard's book counts the same accounts as the bell.
    const bell = (await call(sandbox.app, token, `${nc}/notification-counts`)).body.data.insufficient_funds_for_pending_payments_count as number;
    const book = (await call(sandbox.app, token, '/api/intermediary-accounts/v1/intermediaries/M0000001/book')).body;
    const short = (book.data ?? book).needs_attention.scheduled_payments_short as { count: number; count_is_lower_bound: boolean };
    expect(bell).toBeGreaterThan(0);
    if (!short.count_is_lower_bound) expect(short.count).toBe(bell);
  });

  it('dishonours a run the balance does not cover: nothing is debited, a recurring payment moves on', async () => {
    const account = await shortAccount();
    const before = await sandbox.db.query<{ b: string }>('select available_balance::text as b from accounts where account_id = $1', [account.account_id]);
    const { rows: short } = await sandbox.db.query<{ payment_id: string; next_date: string; schedule_type: string }>(
      `select payment_id, next_date::text as next_date, schedule_type from payments p join accounts a on a.account_id = p.account_id
        where p.account_id = $1 and p.status = 'APPROVED' and p.amount > a.available_balance order by p.next_date limit 1`,
      [account.account_id],
    );
    await runDuePayments(sandbox.db, { paymentId: short[0]!.payment_id }, short[0]!.next_date);
    const after = await sandbox.db.query<{ b: string }>('select available_balance::text as b from accounts where account_id = $1', [account.account_id]);
    expect(after.rows[0]!.b).toBe(before.rows[0]!.b);
    const again = await sandbox.db.query<{ status: string; next_date: string }>('select status, next_date::text as next_date from payments where payment_id = $1', [short[0]!.payment_id]);
    if (short[0]!.schedule_type === 'recurring') {
      expect(again.rows[0]!.status).toBe('APPROVED');
      expect(again.rows[0]!.next_date > short[0]!.next_date).toBe(true);
    }
    else expect(again.rows[0]).toEqual({ status: 'DECLINED', next_date: short[0]!.next_date });
  });
});
