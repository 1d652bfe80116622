// Seed part (issue 31): the scheduled payments the notification-centre part drew (seed-parts.ts) become what they
// are on a real platform, approved future-dated (Once) and recurring payments in the payments store, set up by the
// back office, so Payments → Scheduled payments, the cash account's Scheduled payments tab and the bell's
// insufficient-funds count read the same rows (routes/payments/scheduled-payments.ts). Billers are paid by BPAY
// (biller codes of the payments part's directory), the strata plan by EFT. A store seeded before this part gets
// its scheduled payments moved on its next start; `scheduled_payments` is left empty.
import type { Db } from '../db/types.js';
import { BACK_OFFICE_MAC } from '../routes/payments/scheduled-payments.js';
import { BILLERS } from './payments.js';

const STRATA = { bsb: '032000', accountNumber: '41822001' };
/** A CRN the ATO's check-digit rule accepts (the payments part's ATO biller uses it too). */
const ATO_CRN = '5500000000000004';

export async function moveScheduledPayments(db: Db): Promise<void> {
  await db.query(
    `insert into users (mac, username, password_hash, first_name, last_name, brand, login_badge, child_badge, supported_brand_products, shows)
     values ($1, 'back.office', '!', 'Macquarie', 'Back office', 'mgl', 'mgl', 'MacquarieWrap', '{}'::jsonb,
             'Not a demo user: nobody signs in as it. It set up the seeded scheduled payments.')
     on conflict (mac) do nothing`,
    [BACK_OFFICE_MAC],
  );
  await db.query(
    `insert into payments (payment_id, account_id, created_by, status, signing_type, schedule_type, next_date, frequency,
                           destination_type, destination, payee_name, amount, payload, created_at, updated_at)
     select sp.payment_id, sp.account_id, $1, 'APPROVED', coalesce(pa.signing_type, 'Either To Sign'),
            case when sp.frequency = 'Once' then 'future' else 'recurring' end, sp.next_payment_date,
            nullif(sp.frequency, 'Once'),
            case when b.code is null then 'EFT' else 'BPAY' end,
            case when b.code is null
                 then jsonb_build_object('accountName', sp.payee_name, 'bsb', $4::text, 'accountNumber', $5::text, 'clientDescription', null)
                 else jsonb_build_object('biller', b.code, 'billerName', sp.payee_name, 'billerShortName', b.short, 'nickname', null,
                                         'crn', case when b.code = '75556' then $6 else '7' || regexp_replace(sp.account_id, '\\D', '', 'g') end)
            end,
            sp.payee_name, sp.amount,
            jsonb_build_object('scheduleType', case when sp.frequency = 'Once' then 'future' else 'recurring' end, 'setUpBy', 'back office'),
            now() - make_interval(days => 7 + abs(hashtext(sp.payment_id)) % 80), now() - make_interval(days => 7 + abs(hashtext(sp.payment_id)) % 80)
       from scheduled_payments sp
       left join payment_authorities pa on pa.account_id = sp.account_id
       left join unnest($2::text[], $3::text[], $7::text[]) as b(code, name, short) on b.name = sp.payee_name
     on conflict (payment_id) do nothing`,
    [BACK_OFFICE_MAC, BILLERS.map((b) => b[0]), BILLERS.map((b) => b[1]), STRATA.bsb, STRATA.accountNumber, ATO_CRN, BILLERS.map((b) => b[2])],
  );
  await db.query('delete from scheduled_payments');
}
