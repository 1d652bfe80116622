-- Keyword search at scale (README "Performance"): one row per adviser link carrying the account columns
-- the v2 search filters and sorts on. One GIN index holds both the link's entity key and the trigram
-- haystack, so a keyword search finds just the signed-in user's matching links, instead of every
-- account that matches the keyword for anyone and then probing their links one by one.
-- Triggers keep it in step with accounts and account_advisers (the seed defers its indexes like theirs).
create table account_search (
  account_id       text not null,
  entity_key       text not null,
  account_name     text not null,
  account_type     text not null,
  account_number   text not null,
  account_status   text not null,
  business_venture text not null,
  product_code     text not null,
  opened_date      date not null,
  closed_date      date,
  ledger_balance   numeric(16, 2) not null,
  search_text      text not null,
  primary key (account_id, entity_key)
);

create or replace function account_search_rows(ids text[]) returns setof account_search language sql stable as $$
  select aa.account_id, aa.entity_key, a.account_name, a.account_type, a.account_number, a.account_status,
         a.business_venture, a.product_code, a.opened_date, a.closed_date, a.ledger_balance, a.search_text
    from account_advisers aa join accounts a on a.account_id = aa.account_id
   where ids is null or aa.account_id = any(ids)
$$;

create or replace function account_search_links_added() returns trigger language plpgsql as $$
begin
  insert into account_search
  select n.account_id, n.entity_key, a.account_name, a.account_type, a.account_number, a.account_status,
         a.business_venture, a.product_code, a.opened_date, a.closed_date, a.ledger_balance, a.search_text
    from new_links n join accounts a on a.account_id = n.account_id;
  return null;
end $$;

create or replace function account_search_links_removed() returns trigger language plpgsql as $$
begin
  delete from account_search s using old_links o where s.account_id = o.account_id and s.entity_key = o.entity_key;
  return null;
end $$;

create or replace function account_search_links_changed() returns trigger language plpgsql as $$
declare ids text[] := array(select account_id from old_links union select account_id from new_links);
begin
  delete from account_search where account_id = any(ids);
  insert into account_search select * from account_search_rows(ids);
  return null;
end $$;

create or replace function account_search_accounts_changed() returns trigger language plpgsql as $$
declare ids text[] := array(select account_id from old_accounts union select account_id from new_accounts);
begin
  delete from account_search where account_id = any(ids);
  insert into account_search select * from account_search_rows(ids);
  return null;
end $$;

create trigger account_search_links_added after insert on account_advisers
  referencing new table as new_links for each statement execute function account_search_links_added();
create trigger account_search_links_removed after delete on account_advisers
  referencing old table as old_links for each statement execute function account_search_links_removed();
create trigger account_search_links_changed after update on account_advisers
  referencing old table as old_links new table as new_links for each statement execute function account_search_links_changed();
create trigger account_search_accounts_changed after update on accounts
  referencing old table as old_accounts new table as new_accounts for each statement execute function account_search_accounts_changed();

-- A store seeded before this migration.
insert into account_search select * from account_search_rows(null);

create index account_search_keyword on account_search using gin ((array[entity_key]), search_text gin_trgm_ops);
analyze account_search;
