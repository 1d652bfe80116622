// Seed parts added after the first seed (issue 12 on): each runs once per store, recorded in seed_parts, so a
// store seeded before the part existed gets it on its next start and a fresh store right after the seed.
// Parts read what the seed wrote (users, accounts), so they stay deterministic for one seed.
import type { Db } from '../db/types.js';
import { ScopeResolver } from '../http/scope.js';
import { insertAlert, type NewAlert } from '../routes/notification-centre/alert-store.js';
import { seedPayments } from './payments.js';
import { seedRequestCases } from './request-cases.js';
import { moveScheduledPayments } from './scheduled-payments.js';
import { runDuePayments } from '../routes/payments/scheduled-run.js';
import { writeHoldingsRegister } from '../routes/portfolio/holdings-register.js';

interface SeedPart {
  name: string;
  run(db: Db): Promise<void>;
}

const PAYEES = ['Australian Taxation Office', 'AGL Energy', 'Sydney Water', 'Allianz Insurance', 'Strata Plan 41822', 'City of Sydney Rates'];
const FREQUENCIES = ['Once', 'Weekly', 'Fortnightly', 'Monthly', 'Quarterly'];

/**
 * The alert history each user is given: every category of 001 §3 and every row of the status derivation
 * (001 §4, 002 §2), worded as the back office words them. `{acct}` is one of the user's accounts, `{req}` a
 * request number. Oldest first; the last few are unread.
 */
const HISTORY: (Omit<NewAlert, 'createdAt' | 'read'> & { daysAgo: number })[] = [
  { daysAgo: 40, category: 'completed', text: 'The account closure request for {acct} is complete.', requestNumber: '{req}1' },
  { daysAgo: 37, category: 'rejected', text: 'We were unable to process the account closure request for {acct}. Please contact us.', requestNumber: '{req}2' },
  { daysAgo: 33, category: 'completed', text: 'The term deposit instruction for {acct} has been processed.', objectType: 'settings/maturities' },
  { daysAgo: 30, category: 'rejected', text: 'The term deposit instruction for {acct} has been cancelled.', objectType: 'settings/maturities' },
  { daysAgo: 27, category: 'completed', text: 'Your term deposit instruction for {acct} is complete and the funds are on their way.', objectType: 'settings/maturities' },
  { daysAgo: 24, category: 'rejected', text: 'The rollover from external account into {acct} has been cancelled.', requestNumber: '{req}3' },
  { daysAgo: 22, category: 'completed', text: 'Rollover from external account: {acct} is now ready to receive the rollover.', requestNumber: '{req}4' },
  { daysAgo: 20, category: 'direct_deposit_creation', text: 'A direct deposit request has been created for {acct}.', requestNumber: '{req}5' },
  { daysAgo: 18, category: 'direct_deposit_completion', text: 'The direct deposit request for {acct} has been completed.', requestNumber: '{req}5' },
  { daysAgo: 16, category: 'update_tfn_intermediary_creation', text: 'A request to update the tax file number on {acct} has been created.', requestNumber: '{req}6' },
  { daysAgo: 14, category: 'update_tfn_intermediary_completion', text: 'The tax file number on {acct} has been updated.', requestNumber: '{req}6' },
  { daysAgo: 12, category: 'actionable_open_security_settings', text: 'Your security preferences have been updated.', inAppRouting: false },
  { daysAgo: 10, category: 'submitted', text: 'A change of address request for {acct} has been submitted.', requestNumber: '{req}7' },
  { daysAgo: 9, category: 'approved', text: 'Your client approved the fee consent request for {acct}.', requestNumber: '{req}8' },
  { daysAgo: 8, category: 'follow_up', text: 'We need more information to complete the request for {acct}.', status: 'in progress', requestNumber: '{req}9' },
  { daysAgo: 7, category: 'alert_warning', text: 'The cash balance of {acct} is below its minimum.', accountNumber: '{acct}' },
  { daysAgo: 5, category: 'awaiting', text: 'A payment of $12,480.00 from {acct} is waiting for a signatory.', objectType: 'payments', status: 'awaiting client approval', approvalId: '{appr}' },
  { daysAgo: 4, category: 'follow_up', text: 'A payment of $3,200.00 from {acct} has been received by the payee.', objectType: 'payments', status: 'received' },
  { daysAgo: 3, category: 'follow_up', text: 'The bulk payment file for {acct} was cancelled before processing.', objectType: 'payments', status: 'cancelled' },
  { daysAgo: 2, category: 'awaiting', text: 'Your request {req}10 needs your action on a pending task.', requestNumber: '{req}10' },
  { daysAgo: 1, category: 'awaiting', text: 'Your request {req}11 is awaiting action.', requestNumber: '{req}11' },
  { daysAgo: 0, category: 'follow_up', text: 'A withdrawal request for {acct} could not be completed and is awaiting your review.', status: 'not completed awaiting adviser', requestNumber: '{req}12' },
];
const UNREAD_FROM_END = 6;

async function seedAlerts(db: Db): Promise<void> {
  const scopes = new ScopeResolver(db, 0);
  const users = (await db.query<{ mac: string }>('select mac from users order by mac')).rows;
  for (const [u, { mac }] of users.entries()) {
    const scope = await scopes.forUser(mac);
    const account = (
      await db.query<{ account_number: string }>(
        `select a.account_number from accounts a join account_advisers aa on aa.account_id = a.account_id
          where aa.entity_key = any($1::text[]) and a.account_status = 'Active' order by a.account_id limit 1`,
        [scope?.entityKeys ?? []],
      )
    ).rows[0]?.account_number ?? '000000000';
    const req = `R${String(700_000 + u * 100)}`;
    const fill = (v: string | null | undefined) => v?.replaceAll('{acct}', account).replaceAll('{req}', req).replaceAll('{appr}', `A${900_000 + u}`);
    for (const [i, h] of HISTORY.entries()) {
      const created = new Date(Date.now() - h.daysAgo * 86_400_000 - (HISTORY.length - i) * 60_000);
      await insertAlert(db, mac, {
        ...h,
        text: fill(h.text)!,
        requestNumber: fill(h.requestNumber),
        approvalId: fill(h.approvalId),
        accountNumber: fill(h.accountNumber) ?? (h.text.includes('{acct}') ? account : null),
        createdAt: created.toISOString(),
        read: i < HISTORY.length - UNREAD_FROM_END,
      });
    }
    // Everything but today's alerts has been seen.
    await db.query(
      `insert into alert_seen (mac, last_seen_alert_id)
       select $1, coalesce(max(alert_id), 0) from alerts where mac = $1 and created_at < now() - interval '36 hours'`,
      [mac],
    );
  }
}

/**
 * Scheduled payments on about four in ten active cash accounts (one in ten has two), due within the next
 * 30 days. Each is in proportion to the account's available balance: half a percent to 15 % of it (at least $50),
 * except one in eight that the balance will not cover (105 % to 150 % of it), which the insufficient-funds alerts
 * are about. Deterministic: drawn from hashes of the ids. Drawn here, then moved into the payments store as
 * approved payments set up by the back office (the payments/scheduled part, scheduled-payments.ts).
 */
async function seedScheduledPayments(db: Db): Promise<void> {
  await db.query(
    `insert into scheduled_payments (payment_id, account_id, payee_name, amount, next_payment_date, frequency)
     select 'SP' || a.account_id || '-' || n,
            a.account_id,
            ($1::text[])[1 + abs(hashtext(a.account_id || ':payee:' || n)) % cardinality($1::text[])],
            round(greatest(50, coalesce(a.available_balance, a.ledger_balance, 0)
              * case when abs(hashtext(a.account_id || ':short:' || n)) % 8 = 0
                     then 1.05 + (abs(hashtext(a.account_id || ':amount:' || n)) % 4500) / 10000.0
                     else 0.005 + (abs(hashtext(a.account_id || ':amount:' || n)) % 1450) / 10000.0 end), 2),
            current_date + 1 + abs(hashtext(a.account_id || ':due:' || n)) % 30,
            ($2::text[])[1 + abs(hashtext(a.account_id || ':freq:' || n)) % cardinality($2::text[])]
       from accounts a cross join generate_series(1, 2) as n
      where a.account_type = 'CASH' and a.account_status = 'Active'
        and abs(hashtext(a.account_id || ':scheduled')) % 10 < case when n = 1 then 4 else 1 end`,
    [PAYEES, FREQUENCIES],
  );
}

async function seedAnnouncements(db: Db): Promise<void> {
  await db.query(
    `insert into announcements (publish_id, body, style, valid_from, valid_to)
     values ('seed-maintenance', $1, 'info', now() - interval '1 day', now() + interval '365 days')`,
    [
      '<p><strong>Planned maintenance:</strong> Adviser Online will be unavailable from 10pm to 11:59pm (AEST) on Saturday ' +
        'while we upgrade our systems. <a href="https://www.macquarie.com.au/advisers" target="_blank" rel="noopener">Read more</a></p>',
    ],
  );
}

export const SEED_PARTS: readonly SeedPart[] = [
  { name: 'notification-centre/alerts', run: seedAlerts },
  { name: 'notification-centre/scheduled-payments', run: seedScheduledPayments },
  { name: 'notification-centre/announcements', run: seedAnnouncements },
  { name: 'request-centre/cases', run: seedRequestCases },
  { name: 'payments/signatories', run: seedPayments },
  { name: 'payments/scheduled', run: moveScheduledPayments },
  // Last: the register derives each wrap from its cash ledger as the parts above leave it.
  { name: 'portfolio/holdings-register', run: async (db) => void (await writeHoldingsRegister(db)) },
];

/** Runs the parts this store has not had yet (none on a store with no users: the seed has not run). */
export async function seedParts(db: Db, parts: readonly SeedPart[] = SEED_PARTS): Promise<string[]> {
  if (!(await db.query('select 1 from users limit 1')).rows.length) return [];
  const ran: string[] = [];
  for (const part of parts) {
    const done = await db.transaction(async (tx) => {
      if (tx.kind === 'postgres') await tx.query('select pg_advisory_xact_lock($1)', [727_274_003]);
      if ((await tx.query('select 1 from seed_parts where name = $1', [part.name])).rows.length) return true;
      await part.run(tx);
      await tx.query('insert into seed_parts (name) values ($1)', [part.name]);
      return false;
    });
    if (!done) ran.push(part.name);
  }
  // Scheduled payments whose date passed while the sandbox was stopped run now (debited, or dishonoured).
  await runDuePayments(db, 'all');
  return ran;
}
