-- Accounts short of funds kept as state (issue 31 §2's benchmark; sandbox/README.md "The book"): the book's
-- "scheduled payments the balance will not cover" and the bell's insufficient-funds count both read it, instead of
-- adding up every scheduled payment due store-wide on each request.
--
-- book_due holds one row per active cash account that is short for at least one of the bell's windows (5, 10 or 20
-- days): its approved scheduled payments due from the state's day to that many days on add up to more than its
-- available balance. book_due_totals counts those accounts per entity set (the sorted link entities, as
-- book_accounts in migration 013), so a user's count is the sum over the sets that overlap theirs. The state is as at
-- the day in book_due_day; book_due_roll(today) moves it on (the first request of a Sydney day calls it), refreshing
-- only the accounts with a payment on a day that leaves or enters a window.
--
-- Statement triggers on payments, accounts and account_advisers refresh the accounts a write touches. While a store
-- is being seeded (no seed_info row yet) they do nothing; the seed_info row, written last, builds the state.

create table book_due_day (
  one boolean primary key default true check (one),
  day date not null
);

create table book_due (
  account_id     text primary key references accounts on delete cascade,
  account_number text not null,
  entity_set     text[] not null,
  available      numeric(16, 2) not null,
  -- The first payment due on or after the day (within 20 days).
  next_day       date not null,
  due_5          numeric(18, 2) not null,
  n_5            int not null,
  due_10         numeric(18, 2) not null,
  n_10           int not null,
  due_20         numeric(18, 2) not null,
  n_20           int not null,
  short_5        boolean generated always as (n_5 > 0 and due_5 > available) stored,
  short_10       boolean generated always as (n_10 > 0 and due_10 > available) stored,
  short_20       boolean generated always as (n_20 > 0 and due_20 > available) stored
);
create index book_due_next on book_due (next_day, account_number);

create table book_due_totals (
  entity_set text[] primary key,
  short_5    int not null,
  short_10   int not null,
  short_20   int not null
);
create index book_due_totals_entities on book_due_totals using gin (entity_set);

-- The state's rows for the accounts `ids` (null: every account) as at `day`: short accounts only (short within 5 or
-- 10 days is short within 20, the payments only adding up).
create function book_due_rows(ids text[], day date) returns setof book_due language plpgsql stable as $$
begin
  return query
  with due as (
    select p.account_id, min(p.next_date) as next_day,
           coalesce(sum(p.amount) filter (where p.next_date <= day + 5), 0) as due_5, (count(*) filter (where p.next_date <= day + 5))::int as n_5,
           coalesce(sum(p.amount) filter (where p.next_date <= day + 10), 0) as due_10, (count(*) filter (where p.next_date <= day + 10))::int as n_10,
           sum(p.amount) as due_20, count(*)::int as n_20
      from payments p
     where p.status = 'APPROVED' and p.schedule_type <> 'immediate' and p.next_date between day and day + 20
       and (ids is null or p.account_id = any(ids))
     group by p.account_id
  ), rows as (
    select d.account_id, a.account_number,
           (select array_agg(aa.entity_key order by aa.entity_key) from account_advisers aa where aa.account_id = d.account_id) as entity_set,
           coalesce(a.available_balance, a.ledger_balance) as available, d.next_day, d.due_5, d.n_5, d.due_10, d.n_10, d.due_20, d.n_20
      from due d join accounts a on a.account_id = d.account_id
     where a.account_type = 'CASH' and a.account_status = 'Active'
  )
  select r.account_id, r.account_number, r.entity_set, r.available::numeric(16, 2), r.next_day, r.due_5::numeric(18, 2), r.n_5,
         r.due_10::numeric(18, 2), r.n_10, r.due_20::numeric(18, 2), r.n_20,
         r.n_5 > 0 and r.due_5 > r.available, r.n_10 > 0 and r.due_10 > r.available, r.due_20 > r.available
    from rows r
   where r.entity_set is not null and r.due_20 > r.available;
end $$;

-- Brings the accounts `ids` up to date as at the state's day: their old rows out of the totals, their current in.
-- (Two statements: the order of two data-modifying parts of one statement is not defined.) A set whose count
-- falls to 0 keeps its row: there are as many as entity sets at most, and a zero adds nothing.
create function book_due_refresh(ids text[]) returns void language plpgsql as $$
declare state_day date := (select day from book_due_day);
begin
  if state_day is null or coalesce(cardinality(ids), 0) = 0 then return; end if;
  with old as (
    delete from book_due where account_id = any(ids) returning entity_set, short_5, short_10, short_20
  )
  insert into book_due_totals (entity_set, short_5, short_10, short_20)
  select entity_set, -count(*) filter (where short_5), -count(*) filter (where short_10), -count(*) filter (where short_20)
    from old group by entity_set
  on conflict (entity_set) do update set short_5 = book_due_totals.short_5 + excluded.short_5,
    short_10 = book_due_totals.short_10 + excluded.short_10, short_20 = book_due_totals.short_20 + excluded.short_20;
  with fresh as (
    insert into book_due (account_id, account_number, entity_set, available, next_day, due_5, n_5, due_10, n_10, due_20, n_20)
    select f.account_id, f.account_number, f.entity_set, f.available, f.next_day, f.due_5, f.n_5, f.due_10, f.n_10, f.due_20, f.n_20
      from book_due_rows(ids, state_day) f
    returning entity_set, short_5, short_10, short_20
  )
  insert into book_due_totals (entity_set, short_5, short_10, short_20)
  select entity_set, count(*) filter (where short_5), count(*) filter (where short_10), count(*) filter (where short_20)
    from fresh group by entity_set
  on conflict (entity_set) do update set short_5 = book_due_totals.short_5 + excluded.short_5,
    short_10 = book_due_totals.short_10 + excluded.short_10, short_20 = book_due_totals.short_20 + excluded.short_20;
end $$;

-- The whole state from scratch as at `today`.
create function book_due_rebuild(today date) returns void language plpgsql as $$
begin
  delete from book_due_totals;
  delete from book_due;
  insert into book_due_day (day) values (today) on conflict (one) do update set day = excluded.day;
  if not exists (select 1 from seed_info) then return; end if;
  insert into book_due (account_id, account_number, entity_set, available, next_day, due_5, n_5, due_10, n_10, due_20, n_20)
  select f.account_id, f.account_number, f.entity_set, f.available, f.next_day, f.due_5, f.n_5, f.due_10, f.n_10, f.due_20, f.n_20
    from book_due_rows(null, today) f;
  insert into book_due_totals (entity_set, short_5, short_10, short_20)
  select entity_set, count(*) filter (where short_5), count(*) filter (where short_10), count(*) filter (where short_20)
    from book_due group by entity_set;
end $$;

-- Moves the state to `today` (the first request of a day calls it; a second call that day does nothing). Only the
-- accounts with a scheduled payment on a day that leaves the windows ([old day, today)) or enters one of them
-- ((old day + w, today + w] for w = 5, 10, 20) change; a move back, or of more than 20 days, rebuilds. Returns the
-- accounts refreshed (-1: rebuilt).
create function book_due_roll(today date) returns int language plpgsql as $$
declare
  old_day date;
  ids text[];
begin
  select day into old_day from book_due_day for update;
  if old_day = today then return 0; end if;
  if old_day is null or today < old_day or today - old_day > 20 then
    perform book_due_rebuild(today);
    return -1;
  end if;
  ids := array(
    select distinct p.account_id from payments p
     where p.status = 'APPROVED' and p.schedule_type <> 'immediate'
       and (p.next_date >= old_day and p.next_date < today
            or p.next_date > old_day + 5 and p.next_date <= today + 5
            or p.next_date > old_day + 10 and p.next_date <= today + 10
            or p.next_date > old_day + 20 and p.next_date <= today + 20));
  update book_due_day set day = today;
  perform book_due_refresh(ids);
  return cardinality(ids);
end $$;

create function book_due_payments_changed() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    perform book_due_refresh(array(select distinct account_id from new_payments where status = 'APPROVED' and schedule_type <> 'immediate'));
  elsif tg_op = 'DELETE' then
    perform book_due_refresh(array(select distinct account_id from old_payments where status = 'APPROVED' and schedule_type <> 'immediate'));
  else
    perform book_due_refresh(array(
      select o.account_id from old_payments o join new_payments n on n.payment_id = o.payment_id
       where (o.status, o.schedule_type, o.next_date, o.amount, o.account_id) is distinct from (n.status, n.schedule_type, n.next_date, n.amount, n.account_id)
         and (o.status = 'APPROVED' or n.status = 'APPROVED')
      union
      select n.account_id from old_payments o join new_payments n on n.payment_id = o.payment_id
       where o.account_id <> n.account_id and n.status = 'APPROVED'));
  end if;
  return null;
end $$;

create function book_due_accounts_updated() returns trigger language plpgsql as $$
begin
  perform book_due_refresh(array(
    select n.account_id from new_accounts n join old_accounts o on o.account_id = n.account_id
     where (n.account_type = 'CASH' or o.account_type = 'CASH')
       and (n.available_balance, n.ledger_balance, n.account_status, n.account_type, n.account_number)
           is distinct from (o.available_balance, o.ledger_balance, o.account_status, o.account_type, o.account_number)));
  return null;
end $$;

create function book_due_links_changed() returns trigger language plpgsql as $$
begin
  perform book_due_refresh(array(select account_id from changed_links));
  return null;
end $$;

create function book_due_links_updated() returns trigger language plpgsql as $$
begin
  perform book_due_refresh(array(select account_id from old_links union select account_id from new_links));
  return null;
end $$;

create function book_due_seeded() returns trigger language plpgsql as $$
begin
  perform book_due_rebuild((select reference_date from seed_info limit 1));
  return null;
end $$;

create trigger book_due_payments_inserted after insert on payments
  referencing new table as new_payments for each statement execute function book_due_payments_changed();
create trigger book_due_payments_updated after update on payments
  referencing old table as old_payments new table as new_payments for each statement execute function book_due_payments_changed();
create trigger book_due_payments_deleted after delete on payments
  referencing old table as old_payments for each statement execute function book_due_payments_changed();
create trigger book_due_accounts_updated after update on accounts
  referencing old table as old_accounts new table as new_accounts for each statement execute function book_due_accounts_updated();
create trigger book_due_links_added after insert on account_advisers
  referencing new table as changed_links for each statement execute function book_due_links_changed();
create trigger book_due_links_removed after delete on account_advisers
  referencing old table as changed_links for each statement execute function book_due_links_changed();
create trigger book_due_links_updated after update on account_advisers
  referencing old table as old_links new table as new_links for each statement execute function book_due_links_updated();
create trigger book_due_seeded after insert or update on seed_info
  for each statement execute function book_due_seeded();

-- The low-cash and maturing-term-deposit lists walk book_accounts in their order and keep the caller's rows. The
-- caller's rows are found by entity set: each set is numbered (book_sets, with its keys in book_set_keys), so a caller's
-- visible sets are one index lookup per entity key, and a row's test is its set number in that short list (hashed),
-- where the account's adviser links used to be probed row by row. A before-row trigger numbers the set and copies the
-- term deposit's maturity date onto each book_accounts row; a rolled-over deposit's new date follows by trigger.
create table book_sets (
  set_id     serial primary key,
  entity_set text[] not null unique
);
create table book_set_keys (
  entity_key text not null,
  set_id     int not null references book_sets,
  primary key (entity_key, set_id)
);

alter table book_accounts add column set_id int, add column maturity_date date;

insert into book_sets (entity_set) select distinct entity_set from book_accounts order by 1;
insert into book_set_keys select distinct k, s.set_id from book_sets s cross join unnest(s.entity_set) as k;
update book_accounts b set set_id = s.set_id, maturity_date = case when b.product = 'TD' then a.maturity_date end
  from book_sets s, accounts a where s.entity_set = b.entity_set and a.account_id = b.account_id;

create function book_set_of(keys text[]) returns int language plpgsql as $$
declare id int := (select set_id from book_sets where entity_set = keys);
begin
  if id is null then
    insert into book_sets (entity_set) values (keys) on conflict (entity_set) do update set entity_set = excluded.entity_set
    returning set_id into id;
    insert into book_set_keys select distinct k, id from unnest(keys) as k on conflict do nothing;
  end if;
  return id;
end $$;

create function book_accounts_keyed() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' or new.entity_set is distinct from old.entity_set or new.set_id is null then
    new.set_id := book_set_of(new.entity_set);
  end if;
  if tg_op = 'INSERT' or new.product is distinct from old.product then
    new.maturity_date := case when new.product = 'TD' then (select a.maturity_date from accounts a where a.account_id = new.account_id) end;
  end if;
  return new;
end $$;

create trigger book_accounts_keyed before insert or update on book_accounts
  for each row execute function book_accounts_keyed();

create function book_maturity_changed() returns trigger language plpgsql as $$
begin
  update book_accounts b set maturity_date = n.maturity_date
    from new_accounts n join old_accounts o on o.account_id = n.account_id
   where b.account_id = n.account_id and b.product = 'TD' and n.maturity_date is distinct from o.maturity_date;
  return null;
end $$;

create trigger book_maturity_changed after update on accounts
  referencing old table as old_accounts new table as new_accounts for each statement execute function book_maturity_changed();

create index book_accounts_low_cash on book_accounts (balance, account_id) include (set_id) where product = 'CASH' and active;
create index book_accounts_maturing on book_accounts (maturity_date, account_id) include (set_id) where product = 'TD' and active;

-- A store seeded before this migration: as at its reference day (the first request moves it to today).
insert into book_due_day (day) select reference_date from seed_info limit 1;
select book_due_rebuild(day) from book_due_day;
analyze book_due, book_due_totals, book_sets, book_set_keys, book_accounts;
