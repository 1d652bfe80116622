-- The adviser's book (issue 31 §2; sandbox/README.md "The book"): funds under administration kept as a summary, so
-- the dashboard never reads a user's 207,000 accounts per request.
--
-- book_accounts holds one row per account the book counts (cash, term deposit, wrap investment, super, pension; a
-- wrap's own cash account as WRAP_CASH, which the wrap's balance already includes), with the sorted set of entity
-- keys of its adviser links. book_totals adds those rows up per (entity set, product). A user sees an account when
-- one of its links is one of their entities, so their book is the sum of the totals whose entity set overlaps
-- theirs: each account sits in exactly one set, so an account linked to two of the user's entities counts once.
--
-- Statement triggers on accounts and account_advisers keep both tables current on every write (the same way
-- account_search is kept, migration 005). While a store is being seeded (no seed_info row yet) they do nothing;
-- the seed_info row, written last, builds the book in one pass.

create table book_accounts (
  account_id text primary key references accounts on delete cascade,
  entity_set text[] not null,
  product    text not null check (product in ('CASH', 'TD', 'INVESTMENT', 'SUPER', 'PENSION', 'WRAP_CASH')),
  active     boolean not null,
  balance    numeric(16, 2) not null,
  -- The balance a month before the reference day, fixed when the account enters the book (README "The book").
  month_ago  numeric(16, 2) not null
);

create table book_totals (
  entity_set text[] not null,
  product    text not null,
  accounts   int not null,
  balance    numeric(18, 2) not null,
  month_ago  numeric(18, 2) not null,
  primary key (entity_set, product)
);
create index book_totals_entities on book_totals using gin (entity_set);

-- The low cash balance the adviser watches for on the dashboard (absent: the default, README "The book").
create table book_preferences (
  mac                text primary key references users,
  low_cash_threshold numeric(16, 2) not null check (low_cash_threshold >= 0),
  updated_at         timestamptz not null default now()
);

-- Needs attention reads these in order and stops after a few hundred rows.
create index if not exists book_low_cash on accounts (ledger_balance, account_id)
  where account_type = 'CASH' and account_status = 'Active' and parent_account_id is null;
create index if not exists book_td_maturity on accounts (maturity_date, account_id)
  where account_type = 'TD' and account_status = 'Active';
create index if not exists book_payments_awaiting on payments (created_at) where status = 'AWAITING_AUTHORISATION';
create index if not exists book_scheduled_due on payments (next_date, account_id) where status = 'APPROVED' and schedule_type <> 'immediate';

create function book_product(account_type text, wrap_product_type text, parent_account_id text) returns text
  language sql immutable parallel safe as $$
  select case
    when account_type = 'CASH' and parent_account_id is null then 'CASH'
    when account_type = 'CASH' then 'WRAP_CASH'
    when account_type = 'TD' then 'TD'
    when account_type = 'WRAP' then upper(coalesce(wrap_product_type, 'Investment'))
  end
$$;

-- The book's rows for `ids` (null: every account). An account opened after the day a month before the reference
-- day, or not active, held nothing then; the others held their balance (no market or ledger movement: README).
create function book_rows(ids text[]) returns table (
  account_id text, entity_set text[], product text, active boolean, balance numeric, month_ago numeric
) language sql stable as $$
  with since as (select (reference_date - interval '1 month')::date as day from seed_info limit 1),
  links as (
    select aa.account_id, array_agg(aa.entity_key order by aa.entity_key) as entity_set
      from account_advisers aa
     where ids is null or aa.account_id = any(ids)
     group by aa.account_id
  )
  select a.account_id, l.entity_set, book_product(a.account_type, a.wrap_product_type, a.parent_account_id),
         a.account_status = 'Active', a.ledger_balance,
         case when a.account_status = 'Active' and a.opened_date <= since.day then a.ledger_balance else 0 end
    from links l join accounts a on a.account_id = l.account_id cross join since
   where book_product(a.account_type, a.wrap_product_type, a.parent_account_id) is not null
$$;

-- Brings the accounts `ids` up to date in the book: their old rows out of the totals, their current rows in. An
-- account already in the book keeps its month_ago, so a payment today changes the month's change.
create function book_refresh(ids text[]) returns void language plpgsql as $$
begin
  if not exists (select 1 from seed_info) or coalesce(cardinality(ids), 0) = 0 then return; end if;
  with old as (
    select * from book_accounts where account_id = any(ids)
  ), fresh as (
    select f.account_id, f.entity_set, f.product, f.active, f.balance, coalesce(o.month_ago, f.month_ago) as month_ago
      from book_rows(ids) f left join old o on o.account_id = f.account_id
  ), removed as (
    delete from book_accounts b where b.account_id = any(ids)
       and not exists (select 1 from fresh f where f.account_id = b.account_id)
  ), kept as (
    insert into book_accounts select * from fresh
    on conflict (account_id) do update set entity_set = excluded.entity_set, product = excluded.product,
      active = excluded.active, balance = excluded.balance
  ), delta as (
    select entity_set, product, -(active::int) as n, -balance as b, -month_ago as m from old
    union all
    select entity_set, product, active::int, balance, month_ago from fresh
  )
  insert into book_totals (entity_set, product, accounts, balance, month_ago)
  select entity_set, product, sum(n), sum(b), sum(m) from delta group by entity_set, product
  on conflict (entity_set, product) do update set accounts = book_totals.accounts + excluded.accounts,
    balance = book_totals.balance + excluded.balance, month_ago = book_totals.month_ago + excluded.month_ago;
end $$;

-- The whole book from scratch: after a seed, or for a store seeded before this migration.
create function book_rebuild() returns void language plpgsql as $$
begin
  delete from book_totals;
  delete from book_accounts;
  if not exists (select 1 from seed_info) then return; end if;
  insert into book_accounts select * from book_rows(null);
  insert into book_totals (entity_set, product, accounts, balance, month_ago)
  select entity_set, product, count(*) filter (where active), sum(balance), sum(month_ago)
    from book_accounts group by entity_set, product;
end $$;

create function book_accounts_changed() returns trigger language plpgsql as $$
begin
  perform book_refresh(array(select account_id from changed_accounts));
  return null;
end $$;

create function book_accounts_updated() returns trigger language plpgsql as $$
begin
  perform book_refresh(array(
    select n.account_id from new_accounts n join old_accounts o on o.account_id = n.account_id
     where (n.ledger_balance, n.account_status, n.account_type, n.wrap_product_type, n.parent_account_id, n.opened_date)
           is distinct from (o.ledger_balance, o.account_status, o.account_type, o.wrap_product_type, o.parent_account_id, o.opened_date)));
  return null;
end $$;

create function book_links_changed() returns trigger language plpgsql as $$
begin
  perform book_refresh(array(select distinct account_id from changed_links));
  return null;
end $$;

create function book_links_updated() returns trigger language plpgsql as $$
begin
  perform book_refresh(array(select account_id from old_links union select account_id from new_links));
  return null;
end $$;

create function book_seeded() returns trigger language plpgsql as $$
begin
  perform book_rebuild();
  return null;
end $$;

create trigger book_accounts_inserted after insert on accounts
  referencing new table as changed_accounts for each statement execute function book_accounts_changed();
create trigger book_accounts_updated after update on accounts
  referencing old table as old_accounts new table as new_accounts for each statement execute function book_accounts_updated();
create trigger book_links_added after insert on account_advisers
  referencing new table as changed_links for each statement execute function book_links_changed();
create trigger book_links_removed after delete on account_advisers
  referencing old table as changed_links for each statement execute function book_links_changed();
create trigger book_links_updated after update on account_advisers
  referencing old table as old_links new table as new_links for each statement execute function book_links_updated();
create trigger book_seeded after insert or update on seed_info
  for each statement execute function book_seeded();

-- A store seeded before this migration.
select book_rebuild();
analyze book_totals;
