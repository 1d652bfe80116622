// The payments seed part (issue 14): the BPAY biller and BSB directories, NSW public holidays for several years,
// and for each demo user's active cash accounts (an account goes to the first demo user who sees it, so
// wrap.adviser and grow.adviser never share one): signatories with sole or dual authority, parties in every
// phone state (each MFA error of 002 §8 reachable), payees and billers, payment permissions, closure states.
// sandbox/README.md "Payments" lists what each demo user gets.
import type { Db } from '../db/types.js';
import { ScopeResolver } from '../http/scope.js';
import { addDays, nationalHolidays } from './calendar.js';
import { DEMO_USERS } from './demo-users.js';

export const BILLERS: [string, string, string, 'ANY' | 'LUHN'][] = [
  ['75556', 'Australian Taxation Office', 'ATO', 'LUHN'],
  ['23796', 'AGL Energy', 'AGL', 'ANY'],
  ['12005', 'Sydney Water', 'SYD WATER', 'ANY'],
  ['40550', 'Origin Energy', 'ORIGIN', 'LUHN'],
  ['88781', 'Telstra', 'TELSTRA', 'ANY'],
  ['26211', 'Allianz Insurance', 'ALLIANZ', 'ANY'],
  ['130112', 'City of Sydney Rates', 'CITY SYD', 'ANY'],
  ['252114', 'NSW Fair Trading', 'NSW FT', 'ANY'],
];

export const BSBS: [string, string, string, string, string][] = [
  ['182512', 'Macquarie Bank', 'MBL', 'Sydney', 'NSW'],
  ['182222', 'Macquarie Bank', 'MBL', 'Melbourne', 'VIC'],
  ['062000', 'Commonwealth Bank', 'CBA', 'Sydney', 'NSW'],
  ['032000', 'Westpac', 'WBC', 'Sydney', 'NSW'],
  ['012003', 'ANZ', 'ANZ', 'Sydney', 'NSW'],
  ['083004', 'National Australia Bank', 'NAB', 'Melbourne', 'VIC'],
  ['092009', 'Reserve Bank of Australia', 'RBA', 'Canberra (ATO)', 'ACT'],
  ['633000', 'Bendigo Bank', 'BEN', 'Bendigo', 'VIC'],
  ['484799', 'Suncorp', 'SUN', 'Brisbane', 'QLD'],
];

/** The phone states of 002 §8, one party each per demo user (party id P<user><nn>). */
export const PARTY_STATES = [
  { nn: '01', state: 'ready: push', methods: ['PUSH', 'ROLLING_CODE', 'SMS'], push: true, token: true },
  { nn: '02', state: 'ready: rolling code', methods: ['ROLLING_CODE', 'SMS'], token: true },
  { nn: '03', state: 'ready: SMS', methods: ['SMS'] },
  { nn: '04', state: 'ACCOUNT_OTP_LOCKED', methods: ['SMS'], hard: true },
  { nn: '05', state: 'INVALID_CHALLENGE_SOFT_LOCK', methods: ['SMS'], soft: 'INVALID_CHALLENGE_SOFT_LOCK' },
  { nn: '06', state: 'RESEND_CHALLENGE_SOFT_LOCK', methods: ['SMS'], soft: 'RESEND_CHALLENGE_SOFT_LOCK' },
  { nn: '07', state: 'MFA_PUSH_NOT_AVAILABLE', methods: ['PUSH', 'SMS'] },
  { nn: '08', state: 'NO_AUTHENTICATOR_FOUND', methods: ['ROLLING_CODE', 'SMS'] },
  { nn: '09', state: 'NO_PREFERENCES_FOUND', methods: [] as string[] },
  { nn: '10', state: 'NO_AUTHORISERS', methods: ['SMS'], inactive: true },
  { nn: '11', state: 'GENERIC_SERVICE_ERROR', methods: ['SMS'], fault: true },
] as const;

const FIRST = ['Amelia', 'Ben', 'Chloe', 'Daniel', 'Emily', 'Finn', 'Grace', 'Hugo', 'Isla', 'Jack', 'Kate'];
const LAST = ['Walsh', 'Nguyen', 'Patel', 'Rossi', 'Kowalski', 'Okafor', 'Leclerc', 'Sato'];

/** Signatories of the user's n-th account: [signing type, party numbers]. */
export function authorityFor(i: number): ['Either To Sign' | 'Both To Sign', string[]] {
  if (i === 0) return ['Either To Sign', ['01', '03']];
  if (i === 1) return ['Both To Sign', ['01', '02']];
  if (i === 2) return ['Either To Sign', ['04', '05', '06']];
  if (i === 3) return ['Either To Sign', ['07', '08', '09']];
  if (i === 4) return ['Either To Sign', ['10', '11', '02']];
  return i % 2 ? ['Both To Sign', ['02', '03']] : ['Either To Sign', ['03']];
}

/** Accounts per user given payees, closure states and their own rows; the rest get authority and permissions in bulk. */
const DETAILED = 24;

/** Closure answers from the user's 7th account on (ACCEPTED: the closure is taken whatever the balance). */
export const CLOSURE_CODES = ['ACCEPTED', 'NO_ENTITLEMENT', '205', '705', '706', '208', '404', '206', '201', '202', '207', '203', '409', '204', '211', '209', '500'];

function nswOnly(year: number) {
  const firstMonday = (month: number) => {
    const first = `${year}-${String(month).padStart(2, '0')}-01`;
    const dow = new Date(`${first}T00:00:00Z`).getUTCDay();
    return addDays(first, (8 - dow) % 7);
  };
  return [{ date: firstMonday(8), name: 'Bank Holiday (NSW)' }, { date: firstMonday(10), name: 'Labour Day (NSW)' }];
}

export async function seedPayments(db: Db): Promise<void> {
  for (const [code, name, short, rule] of BILLERS) {
    await db.query('insert into bpay_billers (biller_code, biller_name, short_name, crn_rule) values ($1, $2, $3, $4)', [code, name, short, rule]);
  }
  for (const [bsb, bank, short, branch, state] of BSBS) {
    await db.query('insert into bsb_directory (bsb, bank, short_name, branch, state) values ($1, $2, $3, $4, $5)', [bsb, bank, short, branch, state]);
  }
  const thisYear = new Date().getUTCFullYear();
  for (let year = 2025; year <= Math.max(2030, thisYear + 2); year++) {
    for (const d of [...nationalHolidays(year), ...nswOnly(year)]) {
      await db.query('insert into public_holidays (date, name) values ($1, $2) on conflict (date) do nothing', [d.date, d.name]);
    }
  }

  const scopes = new ScopeResolver(db, 0);
  const claimed = new Set<string>();
  const users = [...DEMO_USERS].sort((a, b) => a.mac.localeCompare(b.mac));
  for (const [u, user] of users.entries()) {
    if (!(await db.query('select 1 from users where mac = $1', [user.mac])).rows.length) continue;
    const scope = await scopes.forUser(user.mac);
    if (!scope) continue;
    const { rows } = await db.query<{ account_id: string; account_number: string; product_code: string; access: string; client_id: string | null }>(
      `select a.account_id, a.account_number, a.product_code, a.client_id, coalesce(x.access, $2) as access from accounts a
         left join user_account_access x on x.mac = $3 and x.account_id = a.account_id
        where a.account_type = 'CASH' and a.account_status = 'Active'
          and exists (select 1 from account_advisers aa where aa.account_id = a.account_id and aa.entity_key = any($1::text[]))
        order by a.account_id`,
      [scope.entityKeys, scope.defaultAccess, user.mac],
    );
    const mine = rows.filter((r) => !claimed.has(r.account_id));
    if (!mine.length) continue;
    const prefix = `P${String(u + 1).padStart(2, '0')}`;
    for (const [k, s] of PARTY_STATES.entries()) {
      const p = s as { push?: boolean; token?: boolean; hard?: boolean; soft?: string; inactive?: boolean; fault?: boolean };
      await db.query(
        `insert into payment_parties (party_id, name, mobile, methods, registered_for_push, authenticator_present, hard_locked,
                                      soft_locked_until, soft_lock_code, active, service_fault, owner_mac)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
        [
          `${prefix}${s.nn}`, `${FIRST[k]} ${LAST[u % LAST.length]}`, `04${String(12_345_600 + u * 100 + k).padStart(8, '0')}`, s.methods,
          !!p.push, !!p.token, !!p.hard, p.soft ? '2099-12-31T00:00:00Z' : null, p.soft ?? null, !p.inactive, !!p.fault, user.mac,
        ],
      );
    }
    for (const a of mine) claimed.add(a.account_id);
    // Past the first DETAILED accounts (a large store): authority, signatories and permissions in three statements.
    const rest = mine.slice(DETAILED);
    if (rest.length) {
      const ids = rest.map((a) => a.account_id);
      await db.query(
        `insert into payment_authorities (account_id, signing_type)
         select id, case when (n + $2) % 2 = 1 then 'Both To Sign' else 'Either To Sign' end from unnest($1::text[]) with ordinality as t(id, n)`,
        [ids, DETAILED - 1],
      );
      await db.query(
        `insert into account_signatories (account_id, party_id, position)
         select id, $3 || nn, pos from unnest($1::text[]) with ordinality as t(id, n)
           cross join lateral (values ('02', 1), ('03', 2)) as p(nn, pos)
          where nn = '03' or (n + $2) % 2 = 1`,
        [ids, DETAILED - 1, prefix],
      );
      await db.query(
        `insert into payment_permissions (mac, account_id, product_code, access)
         select $2, id, code, access from unnest($1::text[], $3::text[], $4::text[]) as t(id, code, access)`,
        [ids, user.mac, rest.map((a) => a.product_code), rest.map((a) => a.access)],
      );
    }
    for (const [i, a] of mine.slice(0, DETAILED).entries()) {
      const [signing, parties] = authorityFor(i);
      await db.query('insert into payment_authorities (account_id, signing_type) values ($1, $2)', [a.account_id, signing]);
      for (const [pos, nn] of parties.entries()) {
        await db.query('insert into account_signatories (account_id, party_id, position) values ($1, $2, $3)', [a.account_id, `${prefix}${nn}`, pos + 1]);
      }
      await db.query('insert into payment_permissions (mac, account_id, product_code, access) values ($1, $2, $3, $4)', [user.mac, a.account_id, a.product_code, a.access]);
      if (i >= 6) await db.query('insert into account_closure_states (account_id, code) values ($1, $2)', [a.account_id, CLOSURE_CODES[(i - 6) % CLOSURE_CODES.length]]);
      const payees: [string, string, string | null, string | null, string | null, string | null, string | null][] = [
        ['linked', 'LINKED CASH', '182512', String(100_000_000 + ((i * 7919) % 899_999_999)), null, null, null],
        ['nominated', 'NOMINATED SAVINGS', '062000', String(10_000_000 + i * 37), null, null, null],
        ['ato', 'Australian Taxation Office', '092009', '1060', null, null, 'atoEFT'],
        ['ato', 'Australian Taxation Office', null, null, '75556', '5500000000000004', 'atoBpay'],
        ['payee', "O'Brien Plumbing (Sydney)", '032000', '456789', null, null, null],
        ['payee', 'Harbour Accounting', '012003', '12345678', null, null, null],
        ['biller', 'AGL Energy', null, null, '23796', '40112233', null],
        ['biller', 'Sydney Water', null, null, '12005', '99887766', null],
      ];
      for (const [j, [kind, name, bsb, number, biller, crn, ato]] of payees.entries()) {
        await db.query(
          `insert into payees (payee_id, account_id, kind, name, bsb, account_number, biller_code, crn, ato_type) values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
          [`PB${a.account_id.slice(1)}${j}`, a.account_id, kind, name, bsb, number, biller, crn, ato],
        );
      }
    }
  }
}
