-- The HTTP server's additions to the store.

-- users.last_login is overwritten at sign-in; the user details of a session show the value from
-- before that sign-in, so each sign-in family remembers it.
alter table oauth_families add column if not exists previous_login timestamptz;

-- New account group codes: 'AG' || zero-padded nextval. The server moves the sequence past the
-- seeded codes at start-up.
create sequence if not exists account_group_code_seq;

-- A create's duplicate check: the dealer's open groups of the same name.
create index if not exists account_groups_dealer_name on account_groups (dealer_code, lower(name));

-- babbage showLinks: the accounts naming a cash account as their linked cash account.
create index if not exists accounts_linked_cash on accounts (linked_cash_account);

-- Account search sort orders other than the default (accounts_name): walked in order, a page reads
-- a few dozen rows instead of sorting every visible account. The date indexes also serve the
-- "opened / closed in the last 30 days" filters.
create index if not exists accounts_balance on accounts (ledger_balance, account_id);
create index if not exists accounts_opened on accounts (opened_date, account_id);
create index if not exists accounts_closed on accounts ((coalesce(closed_date, date '9999-12-31')), account_id);
create index if not exists accounts_type_name on accounts (account_type, account_name, account_id);
