import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../../server.js';
import { call, passwordGrant, SETUP_TIMEOUT, testSandbox } from '../../http/test-fixture.js';
import { addDays } from '../../seed/calendar.js';
import { dueToday, rollShortOfFunds, shortOfFunds } from '../shared/short-of-funds.js';

// The book's figures against a direct SUM over each user's visible accounts, read with the test's own SQL.
let sandbox: Sandbox;
const tokens = new Map<string, string>();
const USERS = { 'wrap.adviser': 'M0000001', 'grow.adviser': 'M0000002', 'dealer.staff': 'M0000004', 'wrap.only': 'M0000006', 'vision.adviser': 'M0000008' } as const;
type User = keyof typeof USERS;

beforeAll(async () => {
  sandbox = await testSandbox();
  for (const user of Object.keys(USERS)) tokens.set(user, (await passwordGrant(sandbox.app, user)).access_token);
}, SETUP_TIMEOUT);
afterAll(() => sandbox?.close());

const book = async (user: User) => {
  const res = await call(sandbox.app, tokens.get(user)!, `/api/intermediary-accounts/v1/intermediaries/${USERS[user]}/book`);
  expect(res.status).toBe(200);
  return res.body;
};

/** Each product's active accounts and balance, straight from the accounts the user sees (each account once). */
async function direct(mac: string) {
  const { rows } = await sandbox.db.query<{ product: string; accounts: number; balance: string }>(
    `with scope as (
       select ue.entity_key from user_entities ue where ue.mac = $1
       union select e.entity_key from users u join adviser_entities e on e.dealer_code = u.dealer_code where u.mac = $1 and u.dealer_restricted
     ), visible as (
       select distinct a.* from accounts a join account_advisers aa on aa.account_id = a.account_id join scope s on s.entity_key = aa.entity_key
        where a.account_status = 'Active'
     )
     select case when account_type = 'CASH' then 'CASH' when account_type = 'TD' then 'TD' else upper(wrap_product_type) end as product,
            count(*)::int as accounts, sum(ledger_balance)::text as balance
       from visible where (account_type = 'CASH' and parent_account_id is null) or account_type in ('TD', 'WRAP')
      group by 1`,
    [mac],
  );
  return Object.fromEntries(rows.map((r) => [r.product, { accounts: r.accounts, cents: Math.round(Number(r.balance) * 100) }]));
}

const cents = (dollars: number) => Math.round(dollars * 100);

async function expectBookEqualsDirect(user: User) {
  const [answer, sums] = await Promise.all([book(user), direct(USERS[user])]);
  let total = 0;
  for (const p of answer.products as Array<{ product: string; accounts: number; balance: number }>) {
    const expected = sums[p.product] ?? { accounts: 0, cents: 0 };
    expect({ product: p.product, accounts: p.accounts, cents: cents(p.balance) }).toEqual({ product: p.product, ...expected });
    total += expected.cents;
  }
  expect(cents(answer.total.balance)).toBe(total);
  expect(answer.allocation.reduce((s: number, a: { value: number }) => s + cents(a.value), 0)).toBe(total);
  return answer;
}

describe('the book', () => {
  it.each(Object.keys(USERS) as User[])('equals a direct sum over the accounts %s sees', async (user) => {
    const answer = await expectBookEqualsDirect(user);
    expect(answer.total.accounts).toBeGreaterThan(0);
  });

  it('shows wrap.only no cash, and vision.adviser only Vision products', async () => {
    const wrapOnly = await book('wrap.only');
    expect(wrapOnly.products.find((p: { product: string }) => p.product === 'CASH')).toMatchObject({ accounts: 0, balance: 0 });
    expect(wrapOnly.needs_attention.low_cash.count).toBe(0);
    const { rows } = await sandbox.db.query<{ bad: number }>(
      `select count(*)::int as bad from accounts a join account_advisers aa on aa.account_id = a.account_id
        join user_entities ue on ue.entity_key = aa.entity_key where ue.mac = 'M0000008' and a.child_badge <> 'Vision'`,
    );
    expect(rows[0].bad).toBe(0);
    await expectBookEqualsDirect('vision.adviser');
  });

  it('counts an account linked to two of the user’s entities once', async () => {
    const { rows } = await sandbox.db.query<{ account_id: string; other: string }>(
      `select aa.account_id, (select ue2.entity_key from user_entities ue2 where ue2.mac = 'M0000001' and ue2.entity_key <> aa.entity_key
                                and not exists (select 1 from account_advisers x where x.account_id = aa.account_id and x.entity_key = ue2.entity_key) limit 1) as other
         from account_advisers aa join user_entities ue on ue.entity_key = aa.entity_key join accounts a on a.account_id = aa.account_id
        where ue.mac = 'M0000001' and a.account_type = 'TD' and a.account_status = 'Active' and a.ledger_balance > 0
        order by aa.account_id limit 1`,
    );
    const before = await book('wrap.adviser');
    await sandbox.db.query(`insert into account_advisers (account_id, entity_key, adviser_type) values ($1, $2, 'S')`, [rows[0].account_id, rows[0].other]);
    const after = await expectBookEqualsDirect('wrap.adviser');
    expect(after.total.balance).toBe(before.total.balance);
    await sandbox.db.query(`delete from account_advisers where account_id = $1 and entity_key = $2`, [rows[0].account_id, rows[0].other]);
    await expectBookEqualsDirect('wrap.adviser');
  });

  it('stays equal when a payment debits a cash account, and the month’s change shows it', async () => {
    const { rows } = await sandbox.db.query<{ account_id: string; ledger_balance: string }>(
      `select a.account_id, a.ledger_balance::text from accounts a join account_advisers aa on aa.account_id = a.account_id
        where aa.entity_key in (select entity_key from user_entities where mac = 'M0000001')
          and a.account_type = 'CASH' and a.parent_account_id is null and a.account_status = 'Active' and a.ledger_balance > 100
        order by a.account_id limit 1`,
    );
    const before = await book('wrap.adviser');
    // What a processed payment does to the account (payments/phone-answers.ts, scheduled-run.ts).
    await sandbox.db.query('update accounts set available_balance = available_balance - 42.15, ledger_balance = ledger_balance - 42.15 where account_id = $1', [rows[0].account_id]);
    const after = await expectBookEqualsDirect('wrap.adviser');
    expect(cents(after.total.balance)).toBe(cents(before.total.balance) - 4215);
    expect(after.total.balance_month_ago).toBe(before.total.balance_month_ago);
    for (const user of ['dealer.staff', 'vision.adviser', 'wrap.only'] as const) await expectBookEqualsDirect(user);
  });

  it('lists low cash accounts below the threshold the adviser sets, and keeps it for them', async () => {
    const token = tokens.get('wrap.adviser')!;
    expect((await book('wrap.adviser')).preferences.low_cash_threshold).toBe(5000);
    const set = await call(sandbox.app, token, '/api/intermediary-accounts/v1/book/preferences', { method: 'PUT', payload: { low_cash_threshold: 250000.5 } });
    expect(set.body).toEqual({ data: { low_cash_threshold: 250000.5 } });
    const answer = await book('wrap.adviser');
    expect(answer.preferences.low_cash_threshold).toBe(250000.5);
    const { rows } = await sandbox.db.query<{ n: number }>(
      `select count(distinct a.account_id)::int as n from accounts a join account_advisers aa on aa.account_id = a.account_id
        where aa.entity_key in (select entity_key from user_entities where mac = 'M0000001')
          and a.account_type = 'CASH' and a.parent_account_id is null and a.account_status = 'Active' and a.ledger_balance < 250000.5`,
    );
    expect(rows[0].n).toBeGreaterThan(0);
    expect(answer.needs_attention.low_cash.count).toBe(Math.min(rows[0].n, 500));
    const balances = answer.needs_attention.low_cash.items.map((i: { balance: number }) => i.balance);
    expect(balances).toEqual([...balances].sort((x, y) => x - y));
    expect((await book('dealer.staff')).preferences.low_cash_threshold).toBe(5000);
    const bad = await call(sandbox.app, token, '/api/intermediary-accounts/v1/book/preferences', { method: 'PUT', payload: { low_cash_threshold: 1.005 } });
    expect(bad.status).toBe(400);
  });

  it('lists term deposits maturing within 30 days and requests awaiting the adviser', async () => {
    const answer = await book('wrap.adviser');
    const asAt = answer.as_at as string;
    for (const td of answer.needs_attention.maturing_term_deposits.items) expect(td.maturity_date >= asAt).toBe(true);
    const { rows } = await sandbox.db.query<{ n: number }>(
      `select count(*)::int as n from cases c where c.status = 'AWAITING_ADVISER'
          and c.entity_keys && (select array_agg(entity_key) from user_entities where mac = 'M0000001')`,
    );
    expect(answer.needs_attention.requests_awaiting_adviser.count).toBe(rows[0].n);
  });

  it('counts the accounts short of funds for scheduled payments as the bell does', async () => {
    const token = tokens.get('wrap.adviser')!;
    const prefs = {
      account_balance: { selected: true, threshold: 1 },
      insufficient_funds: { selected: true, window_days: 20 },
    };
    expect((await call(sandbox.app, token, '/api/channel/notification-centre/v1/notification-preferences', { method: 'PUT', payload: prefs })).status).toBe(200);
    const bell = await call(sandbox.app, token, '/api/channel/notification-centre/v1/notification-counts');
    const short = (await book('wrap.adviser')).needs_attention.scheduled_payments_short;
    expect(short.count).toBeGreaterThan(0);
    expect(short.count).toBe(bell.body.data.insufficient_funds_for_pending_payments_count);
    for (const item of short.items) expect(item.scheduled_total).toBeGreaterThan(item.available_balance);
  });

  it('refuses another user’s mac', async () => {
    const res = await call(sandbox.app, tokens.get('wrap.adviser')!, '/api/intermediary-accounts/v1/intermediaries/M0000002/book');
    expect(res.status).toBe(404);
  });
});

// The short-of-funds state (migration 014) against the rule computed from every due payment, read with the test's own
// SQL, after each kind of write that can move it.
describe('the short-of-funds state the book and the bell share', () => {
  const NC = '/api/channel/notification-centre/v1';
  let keys: string[];
  beforeAll(async () => {
    keys = (await sandbox.db.query<{ entity_key: string }>(`select entity_key from user_entities where mac = 'M0000001' order by 1`)).rows.map((r) => r.entity_key);
  });

  /** wrap.adviser's short accounts within `windowDays` of `day`, from the payments themselves. */
  async function oracle(day: string, windowDays: number) {
    const { rows } = await sandbox.db.query<{ account_id: string }>(
      `select a.account_id from payments p join accounts a on a.account_id = p.account_id
        where p.status = 'APPROVED' and p.schedule_type <> 'immediate' and p.next_date between $2::date and $2::date + $3::int
          and a.account_type = 'CASH' and a.account_status = 'Active'
          and exists (select 1 from account_advisers aa where aa.account_id = a.account_id and aa.entity_key = any($1::text[]))
        group by a.account_id, a.available_balance, a.ledger_balance
       having sum(p.amount) > coalesce(a.available_balance, a.ledger_balance)
        order by 1`,
      [keys, day, windowDays],
    );
    return rows.map((r) => r.account_id);
  }

  async function expectStateIsTheRule(day: string) {
    for (const windowDays of [5, 10, 20]) {
      const state = await shortOfFunds(sandbox.db, keys, { today: day, windowDays, limit: 500, order: 'next payment' });
      const expected = await oracle(day, windowDays);
      expect({ windowDays, ids: state.items.map((i) => i.account_id).sort() }).toEqual({ windowDays, ids: expected });
      expect(state.count).toBe(expected.length);
    }
  }

  const counts = async () => {
    const bell = (await call(sandbox.app, tokens.get('wrap.adviser')!, `${NC}/notification-counts`)).body.data.insufficient_funds_for_pending_payments_count as number;
    const short = (await book('wrap.adviser')).needs_attention.scheduled_payments_short;
    expect(short.count).toBe(bell);
    return short as { count: number; items: Array<{ account_id: string }> };
  };

  /** A visible active cash account with no scheduled payment and money in it. */
  async function quietAccount() {
    const { rows } = await sandbox.db.query<{ account_id: string; available: string }>(
      `select a.account_id, a.available_balance::text as available from accounts a
        where a.account_type = 'CASH' and a.parent_account_id is null and a.account_status = 'Active' and a.available_balance > 100
          and exists (select 1 from account_advisers aa where aa.account_id = a.account_id and aa.entity_key = any($1::text[]))
          and not exists (select 1 from payments p where p.account_id = a.account_id)
        order by a.account_id limit 1`,
      [keys],
    );
    return rows[0]!;
  }

  const schedule = (id: string, accountId: string, nextDate: string, amount: string) =>
    sandbox.db.query(
      `insert into payments (payment_id, account_id, created_by, status, signing_type, schedule_type, next_date, destination_type, destination,
                             payee_name, amount, payload)
       values ($1, $2, 'M0000001', 'APPROVED', 'Either To Sign', 'future', $3::date, 'EFT', '{}'::jsonb, 'Test payee', $4::numeric, '{}'::jsonb)`,
      [id, accountId, nextDate, amount],
    );

  it('moves an account into both lists when a payment due in the window outgrows its balance, and out again', async () => {
    const token = tokens.get('wrap.adviser')!;
    const prefs = { account_balance: { selected: true, threshold: 1 }, insufficient_funds: { selected: true, window_days: 10 } };
    expect((await call(sandbox.app, token, `${NC}/notification-preferences`, { method: 'PUT', payload: prefs })).status).toBe(200);
    const today = await dueToday(sandbox.db);
    const account = await quietAccount();
    const before = await counts();

    // Due in 3 days, a cent more than the balance: short.
    await schedule('T-SHORT-1', account.account_id, addDays(today, 3), (Number(account.available) + 0.01).toFixed(2));
    const after = await counts();
    expect(after.count).toBe(before.count + 1);
    await expectStateIsTheRule(today);

    // The balance grows past it: no longer short; a debit makes it short again.
    await sandbox.db.query('update accounts set available_balance = available_balance + 10, ledger_balance = ledger_balance + 10 where account_id = $1', [account.account_id]);
    expect((await counts()).count).toBe(before.count);
    await sandbox.db.query('update accounts set available_balance = available_balance - 20, ledger_balance = ledger_balance - 20 where account_id = $1', [account.account_id]);
    expect((await counts()).count).toBe(before.count + 1);
    await expectStateIsTheRule(today);

    // Moved past the window, then cancelled: out either way.
    await sandbox.db.query(`update payments set next_date = $2::date where payment_id = $1`, ['T-SHORT-1', addDays(today, 11)]);
    expect((await counts()).count).toBe(before.count);
    await sandbox.db.query(`update payments set next_date = $2::date where payment_id = $1`, ['T-SHORT-1', addDays(today, 2)]);
    expect((await counts()).count).toBe(before.count + 1);
    await sandbox.db.query(`update payments set status = 'CANCELLED' where payment_id = $1`, ['T-SHORT-1']);
    expect((await counts()).count).toBe(before.count);

    // The account's last link to the user goes: out of their lists; back: in.
    await sandbox.db.query(`update payments set status = 'APPROVED' where payment_id = $1`, ['T-SHORT-1']);
    const links = (await sandbox.db.query<{ entity_key: string; adviser_type: string }>('select entity_key, adviser_type from account_advisers where account_id = $1', [account.account_id])).rows;
    await sandbox.db.query('delete from account_advisers where account_id = $1', [account.account_id]);
    expect((await counts()).count).toBe(before.count);
    for (const l of links) await sandbox.db.query('insert into account_advisers (account_id, entity_key, adviser_type) values ($1, $2, $3)', [account.account_id, l.entity_key, l.adviser_type]);
    expect((await counts()).count).toBe(before.count + 1);
    await expectStateIsTheRule(today);
    await sandbox.db.query(`delete from payments where payment_id = $1`, ['T-SHORT-1']);
    expect((await counts()).count).toBe(before.count);
  });

  it('moves on with the day: payments enter the windows and leave them as the day changes', async () => {
    const today = await dueToday(sandbox.db);
    const account = await quietAccount();
    // Just outside every window today; inside the 20-day one tomorrow, the 10-day one in 2 days, the 5-day one in 7.
    await schedule('T-SHORT-2', account.account_id, addDays(today, 21), (Number(account.available) + 1).toFixed(2));
    await expectStateIsTheRule(today);
    expect((await oracle(today, 20)).includes(account.account_id)).toBe(false);
    for (const days of [1, 2, 11, 12]) {
      const day = addDays(today, days);
      expect(await rollShortOfFunds(sandbox.db, day)).toBeGreaterThan(0);
      await expectStateIsTheRule(day);
    }
    expect((await oracle(addDays(today, 12), 10)).includes(account.account_id)).toBe(true);
    // The same day again does nothing; back to today or a month on rebuilds.
    expect(await rollShortOfFunds(sandbox.db, addDays(today, 12))).toBe(0);
    expect(await rollShortOfFunds(sandbox.db, addDays(today, 40))).toBe(-1);
    await expectStateIsTheRule(addDays(today, 40));
    // The book reads as at today: its first read moves the state back.
    await sandbox.db.query(`delete from payments where payment_id = $1`, ['T-SHORT-2']);
    await counts();
    expect((await sandbox.db.query<{ day: string }>('select day::text as day from book_due_day')).rows[0]!.day).toBe(today);
    await expectStateIsTheRule(today);
  });
});
