-- Advice fee consent (issue 32 §2; sandbox/README.md "Advice fee consent", plugins/fee-consent/README.md): the ongoing
-- fee arrangements on wrap accounts, the renewals sent for clients to consent to, and the day counts of the rules.
--
-- An arrangement's status is not stored: it is read from its anniversary day, its end and today against the rules'
-- day counts (routes/fee-consent/arrangement-status.ts), so it moves on by itself as days pass, as the law's
-- periods do.

-- The day counts of the rules, as data: each with what it means and where it comes from.
create table fee_consent_rules (
  rule    text primary key check (rule in ('renewal_notice', 'response', 'lapse')),
  days    int not null check (days > 0),
  summary text not null,
  source  text not null
);

insert into fee_consent_rules (rule, days, summary, source) values
  ('renewal_notice', 30,
   'Renewal falls due this many days before the anniversary day: the platform starts asking for consent.',
   'Ours: the platform''s reminder period before the anniversary day; the law sets no earliest day to seek consent.'),
  ('response', 60,
   'Days from the anniversary day within which the client is expected to renew; after them the renewal is overdue.',
   'Corporations Act 2001 (Cth) Part 7.7A Division 3: the annual renewal and its 60-day renewal period after the anniversary day (Financial Sector Reform (Hayne Royal Commission Response No. 2) Act 2021).'),
  ('lapse', 150,
   'Days from the anniversary day after which the consent has ceased to have effect: the arrangement terminates and no adviser fee is charged from that day.',
   'Corporations Act 2001 (Cth) ss 962F and 962H as substituted by the Treasury Laws Amendment (Delivering Better Financial Outcomes and Other Measures) Act 2024: consent ceases at most 150 days after the anniversary day, and the arrangement then terminates.');

-- One ongoing fee arrangement per wrap account (the adviser service fee the account pays).
create table fee_arrangements (
  account_id       text primary key references accounts on delete cascade,
  start_date       date not null,
  -- The anniversary day the client's consent runs to: the next one while consent is current, else the passed one
  -- whose renewal is outstanding. A consent moves it on a year.
  anniversary_date date not null,
  -- The fee: a yearly amount in dollars, or a yearly rate in percent of the account's value.
  fee_amount       numeric(12, 2) check (fee_amount > 0),
  fee_rate         numeric(6, 3) check (fee_rate > 0),
  -- Ended by the client: declined a renewal, or ended the arrangement (s962E: the client may end it at any time).
  ended_date       date,
  end_reason       text check (end_reason in ('DECLINED', 'TERMINATED')),
  consented_at     timestamptz,
  check ((fee_amount is null) <> (fee_rate is null)),
  check ((ended_date is null) = (end_reason is null))
);
create index fee_arrangements_anniversary on fee_arrangements (anniversary_date);

-- Renewals sent for the client to consent to on their phone; at most one waiting per arrangement.
create table fee_consent_requests (
  request_id       bigint generated always as identity primary key,
  account_id       text not null references fee_arrangements on delete cascade,
  anniversary_date date not null,
  sent_by          text references users,            -- null: sent before this store (seeded)
  sent_at          timestamptz not null default now(),
  status           text not null default 'SENT' check (status in ('SENT', 'CONSENTED', 'DECLINED')),
  answered_at      timestamptz
);
create unique index fee_consent_requests_waiting on fee_consent_requests (account_id) where status = 'SENT';
create index fee_consent_requests_account on fee_consent_requests (account_id, request_id desc);

-- A number in [0, 1) from an account id and a salt: the seed's arrangements are the same on every store.
create function fee_consent_unit(id text, salt text) returns double precision
  language sql immutable parallel safe as $$
  select ('x' || substr(md5(id || ':' || salt), 1, 8))::bit(32)::bigint / 4294967296.0
$$;

-- Arrangements on half the active wrap accounts opened over two years before the reference day (and on every wrap
-- account someone holds at VIEW access, so a read-only user meets one). Each primary adviser's take the statuses in
-- turn (renewal due, overdue, lapsed, ended, then six current) from a place of their own in the cycle, so an adviser
-- with a few of them has every status on the reference day.
-- Renewals are already waiting on some of those due or overdue.
create function fee_consent_seed() returns void language plpgsql as $$
declare
  ref date;
begin
  select reference_date into ref from seed_info;
  if ref is null or exists (select 1 from fee_arrangements) then return; end if;
  insert into fee_arrangements (account_id, start_date, anniversary_date, fee_amount, fee_rate, ended_date, end_reason, consented_at)
  select d.account_id,
         d.anniversary - make_interval(years => greatest(1, least(1 + floor(d.u4 * 5)::int, ((d.anniversary - d.opened_date) / 366)::int))),
         d.anniversary,
         case when d.u5 >= 0.6 then round((1650 + d.u6 * 4950)::numeric / 10) * 10 end,
         case when d.u5 < 0.6 then round((0.300 + d.u6 * 0.800)::numeric, 2) end,
         d.ended, case when d.ended is null then null when d.u4 < 0.5 then 'DECLINED' else 'TERMINATED' end,
         case when d.ended is null then (d.anniversary - interval '1 year' - make_interval(days => floor(d.u6 * 25)::int))::timestamptz end
    from (
      select p.*,
             ref + case (p.turn + p.shift) % 10
               when 0 then -60 + floor(p.u3 * 91)::int      -- renewal due: from 30 days before the anniversary to 60 after
               when 1 then -149 + floor(p.u3 * 88)::int     -- overdue: 61 to 149 days after it
               when 2 then -400 + floor(p.u3 * 249)::int    -- lapsed: 150 days after it have passed
               when 3 then -200 + floor(p.u3 * 400)::int    -- ended by the client
               else 31 + floor(p.u3 * 330)::int             -- current
             end as anniversary,
             case when (p.turn + p.shift) % 10 = 3 then ref - 10 - floor(p.u6 * 300)::int end as ended
        from (
          select c.*, row_number() over (partition by c.adviser order by c.u1) - 1 as turn,
                 floor(fee_consent_unit(coalesce(c.adviser, ''), 'turn') * 10)::int as shift
            from (
              select a.account_id, a.opened_date,
                     (select min(aa.entity_key) from account_advisers aa where aa.account_id = a.account_id and aa.adviser_type = 'P') as adviser,
                     row_number() over (partition by (select min(aa.entity_key) from account_advisers aa where aa.account_id = a.account_id and aa.adviser_type = 'P') order by fee_consent_unit(a.account_id, 'pick')) as nth,
                     exists (select 1 from user_account_access x where x.account_id = a.account_id and x.access = 'VIEW') as view_only,
                     fee_consent_unit(a.account_id, 'pick') as u1, fee_consent_unit(a.account_id, 'day') as u3,
                     fee_consent_unit(a.account_id, 'start') as u4, fee_consent_unit(a.account_id, 'kind') as u5,
                     fee_consent_unit(a.account_id, 'fee') as u6
                from accounts a
               where a.account_type = 'WRAP' and a.account_status = 'Active' and a.opened_date <= ref - 800
            ) c
           where c.nth % 2 = 1 or c.view_only
        ) p
    ) d;

  insert into fee_consent_requests (account_id, anniversary_date, sent_at)
  select f.account_id, f.anniversary_date, (ref - floor(fee_consent_unit(f.account_id, 'sent') * 20)::int)::timestamptz + interval '10 hours'
    from fee_arrangements f
   where f.ended_date is null and f.anniversary_date between ref - 149 and ref + 30
     and fee_consent_unit(f.account_id, 'asked') < 0.4;
end $$;

create function fee_consent_seeded() returns trigger language plpgsql as $$
begin
  perform fee_consent_seed();
  return null;
end $$;

create trigger fee_consent_seeded after insert or update on seed_info
  for each statement execute function fee_consent_seeded();

-- A store seeded before this migration.
select fee_consent_seed();
