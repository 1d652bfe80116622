-- The holdings register (issue 32 §4, §5; sandbox/README.md "The holdings register"): what a platform keeps per
-- wrap account and investment, so a report across a book of 207,000 accounts never derives a portfolio per account.
--
-- holdings holds one row per wrap account and investment it holds on the seed's reference day: the units, and their
-- value at that day's price (prices after the reference day are its own, so the value stands on any later day). The
-- wrap's cash account is not in it: its cash holding is the linked ledger's balance, read from the ledger. The
-- valuation reads these units for any day from the reference day on (portfolio/holdings.ts), so the Portfolio
-- valuation page and the report show the same figures. A seed part writes the register once per store
-- (portfolio/holdings-register.ts), and a call that changes units writes it with recordHoldings.
--
-- holding_accounts holds each registered account's sorted set of adviser entity keys and its dealer, and
-- holding_totals adds the register up per (entity set, dealer, investment): a user's report is the sum of the totals
-- whose entity set overlaps theirs, as the book is (migration 013). Statement triggers on holdings and account_advisers
-- keep both current; a bulk write sets sandbox.holdings_bulk and calls holdings_rebuild() once.

create table holdings (
  asset_code text not null,
  account_id text not null references accounts on delete cascade,
  units      numeric(20, 4) not null check (units > 0),
  value      numeric(16, 2) not null,
  primary key (asset_code, account_id)
);
create index holdings_account on holdings (account_id);

create table holding_accounts (
  account_id  text primary key references accounts on delete cascade,
  entity_set  text[] not null,
  dealer_code text not null
);

create table holding_totals (
  entity_set  text[] not null,
  dealer_code text not null,
  asset_code  text not null,
  accounts    int not null,
  units       numeric(24, 4) not null,
  value       numeric(20, 2) not null,
  primary key (entity_set, dealer_code, asset_code)
);
create index holding_totals_entities on holding_totals using gin (entity_set);

create function holding_sets(ids text[]) returns table (account_id text, entity_set text[], dealer_code text)
  language sql stable as $$
  select a.account_id, array_agg(aa.entity_key order by aa.entity_key), a.dealer_code
    from accounts a join account_advisers aa on aa.account_id = a.account_id
   where ids is null or a.account_id = any(ids)
   group by a.account_id, a.dealer_code
$$;

-- Adds (sign 1) or takes out (sign -1) register rows from the totals, under their accounts' current sets.
create function holding_totals_add(ids text[], codes text[], units numeric[], vals numeric[], sign int) returns void
  language plpgsql as $$
begin
  insert into holding_totals (entity_set, dealer_code, asset_code, accounts, units, value)
  select s.entity_set, s.dealer_code, r.code, sign * count(*), sign * sum(r.units), sign * sum(r.val)
    from unnest(ids, codes, units, vals) as r(account_id, code, units, val)
    join holding_accounts s on s.account_id = r.account_id
   group by s.entity_set, s.dealer_code, r.code
  on conflict (entity_set, dealer_code, asset_code) do update set accounts = holding_totals.accounts + excluded.accounts,
    units = holding_totals.units + excluded.units, value = holding_totals.value + excluded.value;
  delete from holding_totals where accounts <= 0;
end $$;

create function holdings_bulk() returns boolean language sql stable as $$
  select coalesce(current_setting('sandbox.holdings_bulk', true), '') = 'on'
$$;

create function holdings_inserted() returns trigger language plpgsql as $$
begin
  if holdings_bulk() then return null; end if;
  insert into holding_accounts select * from holding_sets(array(select distinct account_id from changed_rows)) on conflict do nothing;
  perform holding_totals_add(array_agg(account_id), array_agg(asset_code), array_agg(units), array_agg(value), 1) from changed_rows;
  return null;
end $$;

create function holdings_deleted() returns trigger language plpgsql as $$
begin
  if holdings_bulk() then return null; end if;
  perform holding_totals_add(array_agg(account_id), array_agg(asset_code), array_agg(units), array_agg(value), -1) from changed_rows;
  return null;
end $$;

create function holdings_updated() returns trigger language plpgsql as $$
begin
  if holdings_bulk() then return null; end if;
  perform holding_totals_add(array_agg(account_id), array_agg(asset_code), array_agg(units), array_agg(value), -1) from old_rows;
  perform holding_totals_add(array_agg(account_id), array_agg(asset_code), array_agg(units), array_agg(value), 1) from new_rows;
  return null;
end $$;

-- An account's adviser links changed: its holdings move from its old entity set to its new one.
create function holdings_relink(ids text[]) returns void language plpgsql as $$
declare
  held text[] := array(select distinct h.account_id from holdings h where h.account_id = any(ids));
begin
  if holdings_bulk() or cardinality(held) = 0 then return; end if;
  perform holding_totals_add(array_agg(account_id), array_agg(asset_code), array_agg(units), array_agg(value), -1)
     from holdings where account_id = any(held);
  delete from holding_accounts where account_id = any(held);
  insert into holding_accounts select * from holding_sets(held);
  perform holding_totals_add(array_agg(account_id), array_agg(asset_code), array_agg(units), array_agg(value), 1)
     from holdings where account_id = any(held);
end $$;

create function holdings_links_changed() returns trigger language plpgsql as $$
begin
  perform holdings_relink(array(select distinct account_id from changed_links));
  return null;
end $$;

create function holdings_links_updated() returns trigger language plpgsql as $$
begin
  perform holdings_relink(array(select account_id from old_links union select account_id from new_links));
  return null;
end $$;

-- Every set and total from the register: after a bulk write.
create function holdings_rebuild() returns void language plpgsql as $$
begin
  delete from holding_totals;
  delete from holding_accounts;
  insert into holding_accounts select s.* from holding_sets(null) s where exists (select 1 from holdings h where h.account_id = s.account_id);
  insert into holding_totals (entity_set, dealer_code, asset_code, accounts, units, value)
  select s.entity_set, s.dealer_code, h.asset_code, count(*), sum(h.units), sum(h.value)
    from holdings h join holding_accounts s on s.account_id = h.account_id
   group by s.entity_set, s.dealer_code, h.asset_code;
end $$;

create trigger holdings_inserted after insert on holdings
  referencing new table as changed_rows for each statement execute function holdings_inserted();
create trigger holdings_deleted after delete on holdings
  referencing old table as changed_rows for each statement execute function holdings_deleted();
create trigger holdings_updated after update on holdings
  referencing old table as old_rows new table as new_rows for each statement execute function holdings_updated();
create trigger holdings_links_added after insert on account_advisers
  referencing new table as changed_links for each statement execute function holdings_links_changed();
create trigger holdings_links_removed after delete on account_advisers
  referencing old table as changed_links for each statement execute function holdings_links_changed();
create trigger holdings_links_updated after update on account_advisers
  referencing old table as old_links new table as new_links for each statement execute function holdings_links_updated();
