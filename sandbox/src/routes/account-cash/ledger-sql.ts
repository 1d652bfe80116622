// The cash ledger of one account, derived in SQL (issue 17; sandbox/README.md "Account cash"): nothing is stored
// per account, so the scale option's 1M accounts cost nothing until one is read. Every day from the 1st of the month 24 months before
// the seed's reference day to the account's last day (today, or its closed date) may carry a transaction drawn
// from md5(account_id:day); every month has an interest credit on its last day and an account keeping fee on the
// 1st. A wrap account's linked cash account pays the wrap's fees instead (the Fees tab's rows, on each month's last
// day: portfolio/cash-fees.ts works them out and passes them in). The same store and day give the same rows. The
// running balance is the ledger balance less every later movement, so the newest row's balance is the account's
// ledger balance.
//
// Parameters: $1 the cash account id, $2 the super flag (contributions instead of direct credits), then the
// texts the descriptions are drawn from ($3 .. $9), the employers ($10) and relatives ($11) of contributions, and
// the wrap fees the linked cash accounts pay ($12, JSON: [{ account_id, day, seq, description, amount }]).

export const TYPES = ['CREDIT', 'DEBIT', 'BPAY', 'DIRECT_DEBIT', 'DIRECT_CREDIT', 'INTEREST', 'FEE', 'TRANSFER', 'CONTRIBUTION'] as const;
export type LedgerType = (typeof TYPES)[number];

/** The contribution types of 002 §3. */
export const CONTRIBUTION_TYPES = ['Personal', 'Child', 'Spouse', 'EMPSS', 'EMPSG', 'EMPOTH'] as const;

export const TEXTS = {
  CREDIT: ['Deposit branch cash', 'Cheque deposit', 'Deposit mobile banking'],
  DEBIT: ['Withdrawal ATM', 'EFTPOS WOOLWORTHS', 'Cheque 000412 presented', 'Card purchase QANTAS AIRWAYS'],
  BPAY: ['BPAY ORIGIN ENERGY', 'BPAY TELSTRA', 'BPAY SYDNEY WATER', 'BPAY AGL ENERGY', 'BPAY CITY OF SYDNEY RATES', 'BPAY AUSTRALIAN TAXATION OFFICE'],
  DIRECT_DEBIT: ['Direct debit ALLIANZ INSURANCE', 'Direct debit HEALTH FUND HCF', 'Direct debit FITNESS FIRST', 'Direct debit NRMA MOTOR'],
  DIRECT_CREDIT: ['Direct credit SALARY ACME PTY LTD', 'Direct credit DIVIDEND BHP GROUP LTD', 'Direct credit DIVIDEND CSL LTD', 'Direct credit ATO REFUND', 'Direct credit RENT HARCOURTS'],
  TRANSFER_IN: ['Transfer from 062-000 savings', 'Transfer from wrap investment sale'],
  TRANSFER_OUT: ['Transfer to 062-000 savings', 'Transfer to wrap investment purchase'],
};

/** Employers (EMPSS, EMPSG, EMPOTH) and the people behind Child and Spouse contributions. */
export const EMPLOYERS = ['ACME PTY LTD', 'HARBOUR HEALTH GROUP', 'NORTHSIDE LOGISTICS PTY LTD'];
export const RELATIVES = ['Olivia', 'Noah', 'Mia', 'Lucas'];

/** A wrap fee a linked cash account pays: debited (amount, dollars, positive) on `day` with its own `seq` (3 to 5). */
export interface LedgerFee {
  account_id: string;
  day: string;
  seq: number;
  description: string;
  amount: number;
}

/**
 * The ledger's parameters $1 .. $12 for a cash account (its id, and whether its wrap is a super account), with the
 * wrap fees it pays (a linked cash account's: portfolio/cash-fees.ts).
 */
export function ledgerParams(cashAccountId: string | null, superLinked: boolean, fees: readonly LedgerFee[] = []): unknown[] {
  return [
    cashAccountId,
    superLinked,
    TEXTS.CREDIT,
    TEXTS.DEBIT,
    TEXTS.BPAY,
    TEXTS.DIRECT_DEBIT,
    TEXTS.DIRECT_CREDIT,
    TEXTS.TRANSFER_IN,
    TEXTS.TRANSFER_OUT,
    EMPLOYERS,
    RELATIVES,
    JSON.stringify(fees),
  ];
}

/** A drawn movement's description: its type's texts ($3 .. $9), or a contribution's type and contributor. */
const DESCRIPTION = `
           case type
             when 'CREDIT' then ($3::text[])[1 + (h / 4000) % cardinality($3::text[])]
             when 'DEBIT' then ($4::text[])[1 + (h / 4000) % cardinality($4::text[])]
             when 'BPAY' then ($5::text[])[1 + (h / 4000) % cardinality($5::text[])]
             when 'DIRECT_DEBIT' then ($6::text[])[1 + (h / 4000) % cardinality($6::text[])]
             when 'DIRECT_CREDIT' then ($7::text[])[1 + (h / 4000) % cardinality($7::text[])]
             when 'TRANSFER' then case when (h / 2000) % 2 = 0 then ($8::text[])[1 + (h / 4000) % cardinality($8::text[])]
                                       else ($9::text[])[1 + (h / 4000) % cardinality($9::text[])] end
             else 'Contribution ' || ctype || ' ' || contributor
           end as description,`;

/** Who made a contribution: an employer ($10), the account holder, or a relative ($11). */
const CONTRIBUTOR = `case when ctype like 'EMP%' then ($10::text[])[1 + (h / 40000) % cardinality($10::text[])]
                        when ctype = 'Personal' then account_name
                        else ($11::text[])[1 + (h / 40000) % cardinality($11::text[])] || ' ' || regexp_replace(account_name, '^.* ', '')
                   end`;

/** The hash a day's movements are drawn from: md5(account_id:day), its first 28 bits. */
const HASH = (account: string, day: string) => `('x' || substr(md5(${account} || ':' || ${day}), 1, 7))::bit(28)::int`;

/** A movement's id from its account, day and seq (`s`): the same on the Transactions tab and in the search. */
export const TRANSACTION_ID = `s.account_id || '-' || to_char(s.day, 'YYYYMMDD') || '-' || case s.seq when 9 then 'out' else s.seq::text end`;

/**
 * The ledgers of the cash accounts `accounts` (a condition on \`a\`, the accounts table) picks: one row per movement
 * with its running balance, oldest first by (account, date, seq). `superLinked` says per account whether its
 * credits are contributions (\`a\` is in scope). Every window runs per account, so one account's ledger is the
 * same whichever others are read beside it.
 *
 * With `window`, only the days from `window.from` to `window.to` (SQL dates) are derived, and the day's transfer out
 * that keeps the account from being overdrawn (which needs the whole walk) comes from `window.topups`, a relation
 * (account_id, amount) of amounts `TOPUP_SQL` worked out before: `adjusted` then holds the window's movements as the
 * whole ledger has them (the running balances of `ledger` are not the whole ledger's; read `adjusted`).
 * `amountsOnly` leaves descriptions and contributors out (null), the texts $3 .. $11 unused and the wrap fees ($12)
 * out: it serves the transfer out, which is worked out without them.
 */
export function ledgerCte(accounts: string, superLinked: string, window?: { from: string; to: string; topups: string }, amountsOnly = false): string {
  const firstDay = window ? `greatest(acct.first_day, acct.opened_date, ${window.from})` : 'greatest(acct.first_day, acct.opened_date)';
  const lastDay = window ? `least(acct.last_day, ${window.to})` : 'acct.last_day';
  const topup = window
    ? `select t.account_id, t.amount from ${window.topups} as t(account_id, amount) join acct on acct.account_id = t.account_id
        where acct.last_day between ${window.from} and ${window.to}`
    : `select account_id, ceil(greatest(0, -least(min(running_balance - amount), min(running_balance))) / 100) * 100 as amount
      from walked group by account_id`;
  return `
  acct as (
    select a.account_id, a.account_name, a.ledger_balance, a.opened_date, a.parent_account_id, ${superLinked} as super_linked,
           date_trunc('month', s.reference_date - interval '24 months')::date as first_day,
           coalesce(a.closed_date, greatest(s.reference_date, current_date)) as last_day
      from accounts a cross join seed_info s
     where ${accounts}
  ), days as (
    select acct.account_id, acct.account_name, acct.ledger_balance, acct.super_linked, d::date as day, ${HASH('acct.account_id', 'd::date')} as h,
           least(greatest(acct.ledger_balance / 20000, 0.05), 3) as scale
      from acct cross join generate_series(${firstDay}, ${lastDay}, interval '1 day') as d
  ), months as (
    -- the 1st (the fee) and the last day (the interest) of each month the ledger covers, without deriving every day
    select acct.account_id, acct.ledger_balance, acct.parent_account_id, m::date as first, (m + interval '1 month - 1 day')::date as last,
           ${firstDay} as from_day, ${lastDay} as to_day
      from acct cross join generate_series(date_trunc('month', ${firstDay}), ${lastDay}, interval '1 month') as m
  ), drawn as (
    -- about three days in ten carry a transaction; its kind, text and size come from the same hash
    select account_id, account_name, ledger_balance, super_linked, day, 1 as seq, h, scale,
           case (h / 100) % 20
             when 0 then 'CREDIT' when 1 then 'CREDIT'
             when 2 then 'DEBIT' when 3 then 'DEBIT' when 4 then 'DEBIT' when 5 then 'DEBIT'
             when 6 then 'BPAY' when 7 then 'BPAY' when 8 then 'BPAY' when 9 then 'BPAY'
             when 10 then 'DIRECT_DEBIT' when 11 then 'DIRECT_DEBIT' when 12 then 'DIRECT_DEBIT'
             when 13 then 'TRANSFER' when 14 then 'TRANSFER'
             else case when super_linked then 'CONTRIBUTION' else 'DIRECT_CREDIT' end
           end as type,
           case (h / 4000) % 10 when 5 then 'EMPSS' when 6 then 'EMPOTH' when 7 then 'Personal' when 8 then 'Spouse' when 9 then 'Child'
             else 'EMPSG' end as ctype
      from days where h % 10 < 3
  ), moves as (
    select account_id, day, seq, type,
           case
             when type = 'TRANSFER' then case when (h / 2000) % 2 = 0 then 'CREDIT' else 'DEBIT' end
             when type in ('CREDIT', 'DIRECT_CREDIT', 'CONTRIBUTION') then 'CREDIT'
             else 'DEBIT'
           end as direction,
           ${amountsOnly ? 'null::text as description,' : DESCRIPTION}
           ctype, contributor,
           -- $15 to $1,515 on a $20,000 balance, in proportion to the balance (from a twentieth to three times);
           -- credits and debits are as large on the whole, so the balance wanders rather than drifts
           round(((h / 31) % 150000 + 1500)::numeric / 100 * scale
             * case when type in ('DIRECT_CREDIT', 'CONTRIBUTION') then 1.32 when type = 'DEBIT' then 0.4 else 1 end, 2) as size
      from (select d.*, ${amountsOnly ? 'null::text' : CONTRIBUTOR} as contributor from drawn d) drawn
    union all
    select account_id, last, 2, 'INTEREST', 'CREDIT', 'Interest credit', null, null,
           round((greatest(ledger_balance, 0) * 0.035 / 12 * (0.8 + (${HASH('account_id', 'last')} % 40) / 100.0))::numeric + 0.01, 2)
      from months where last between from_day and to_day
    union all
    select account_id, first, 0, 'FEE', 'DEBIT', 'Account keeping fee', null, null, 5.00
      from months where first between from_day and to_day and parent_account_id is null
  ), signed as (
    select account_id, day, seq, type, description, direction,
           case when type = 'CONTRIBUTION' then ctype end as ctype,
           case when type = 'CONTRIBUTION' then contributor end as contributor,
           case when direction = 'DEBIT' then -size else size end as amount
      from moves
  ), walked as (
    select s.*, acct.ledger_balance - coalesce(sum(s.amount) over (partition by s.account_id order by s.day desc, s.seq desc rows between unbounded preceding and 1 preceding), 0)
             as running_balance
      from signed s join acct on acct.account_id = s.account_id
  ), topup as (
    -- A cash account is never overdrawn: where the walk back from today's balance would dip below zero, the money
    -- went out to the wrap (or savings) only today, which lifts every earlier balance, the opening one too, by that
    -- amount (rounded up to $100) and leaves today's at the ledger balance.
    ${topup}
  ), wrap_fees as (
    -- A linked cash account's wrap fees ($12), worked out on this ledger before them (portfolio/cash-fees.ts): they
    -- lift every earlier balance, so the transfer out above, from the walk without them, still covers the ledger.
    ${amountsOnly ? `select null::text as account_id, null::date as day, null::int as seq, null::text as description, null::numeric as amount where false` : `
    select f.account_id, f.day, f.seq, f.description, f.amount
      from jsonb_to_recordset($12::jsonb) as f(account_id text, day date, seq int, description text, amount numeric)
      join acct on acct.account_id = f.account_id
     where f.day between ${firstDay} and ${lastDay}`}
  ), adjusted as (
    select account_id, day, seq, type, description, direction, ctype, contributor, amount from signed
    union all
    select account_id, day, seq, 'FEE', description, 'DEBIT', null, null, -amount from wrap_fees
    union all
    select acct.account_id, acct.last_day, 9, 'TRANSFER',
           case when acct.parent_account_id is null then 'Transfer to 062-000 savings' else 'Transfer to wrap investment purchase' end,
           'DEBIT', null, null, -topup.amount
      from acct join topup on topup.account_id = acct.account_id where topup.amount > 0
  ), ledger as (
    select ${TRANSACTION_ID} as transaction_id,
           s.account_id, s.day, s.seq, s.type, s.direction, s.description, s.ctype, s.contributor, s.amount,
           acct.ledger_balance - coalesce(sum(s.amount) over (partition by s.account_id order by s.day desc, s.seq desc rows between unbounded preceding and 1 preceding), 0)
             as running_balance
      from adjusted s join acct on acct.account_id = s.account_id
  )`;
}

/** One account's ledger ($1 the account id, $2 whether it is super-linked, $12 its wrap fees): `ledgerCte` of it. */
export const LEDGER_CTE = ledgerCte('a.account_id = $1', '$2::boolean');

/**
 * The ledger balance at the end of a day ($13, yyyy-MM-dd): the running balance after that day's last movement, or
 * before the first movement after it when the ledger has none up to that day.
 */
export const BALANCE_ON_SQL = `with ${LEDGER_CTE}
  select coalesce(
    (select running_balance from ledger where day <= $13::date order by day desc, seq desc limit 1),
    (select running_balance - amount from ledger where day > $13::date order by day, seq limit 1),
    (select ledger_balance from acct)
  )::text as balance`;

/** The transfer out each account of `ledgerCte(accounts, superLinked)` makes on its last day (0: none); no texts needed. */
export const topupSql = (accounts: string, superLinked: string) =>
  `with ${ledgerCte(accounts, superLinked, undefined, true)} select account_id, amount::text as amount, to_char((select last_day from acct where acct.account_id = topup.account_id), 'YYYY-MM-DD') as last_day from topup`;

