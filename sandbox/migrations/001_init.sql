-- The wealth API sandbox's store. One file set serves PGlite (embedded) and PostgreSQL.
-- In schema public: the extension is database-wide, and tests run each in their own schema (search_path
-- = <schema>, public); created inside a test schema it would vanish with that schema.
create extension if not exists pg_trgm with schema public;

create table dealers (
  dealer_code  text primary key,            -- 4 characters
  dealer_name  text not null,
  brand        text not null                -- brand family: mgl | oasis | perpetual
);

-- An adviser entity: entity_key = dealer_code (4 chars) || adviser_code.
create table adviser_entities (
  entity_key    text primary key,
  dealer_code   text not null references dealers,
  adviser_code  text not null,
  entity_type   char(1) not null check (entity_type in ('D', 'V')),   -- D dealer, V adviser
  entity_source text not null,                                         -- WRAP | CASH | MOT
  product_type  text not null check (product_type in ('wrap', 'cash', 'online trading')),
  adviser_name  text not null
);
create index adviser_entities_dealer on adviser_entities (dealer_code);

create table users (
  mac                  text primary key,
  username             text not null unique,
  password_hash        text not null,          -- scrypt$salt$hash
  first_name           text not null,
  last_name            text not null,
  last_login           timestamptz,
  last_password_change timestamptz,
  brand                text not null,          -- mgl | oasis | perpetual
  login_badge          text not null,          -- badge of the login page: mgl | oasis | ppt
  child_badge          text not null,          -- current child badge, e.g. MacquarieWrap, GrowWrap, Perpetual
  supported_brand_products jsonb not null,     -- { "MacquarieWrap": ["Wrap"], "MBL": ["Cash"], ... }
  flags                jsonb not null default '{}',  -- { "wrapDealerLevelAccessFlag": true, ... }
  dealer_restricted    boolean not null default false,
  dealer_code          text references dealers,
  default_access       text not null default 'FULL' check (default_access in ('FULL', 'LIMITED', 'VIEW')),
  shows                text not null default ''     -- what this demo user demonstrates (README)
);

-- The adviser entities a user acts for. A dealer-restricted user gets every entity of its dealer at run time.
create table user_entities (
  mac        text not null references users,
  entity_key text not null references adviser_entities,
  primary key (mac, entity_key)
);

create table clients (
  contact_id        text primary key,
  contact_type      text not null,              -- Person, Company, Trust, SMSF Trustee, ...
  type              text not null check (type in ('individual', 'company', 'other')),
  first_name        text,
  middle_name       text,
  last_name         text,
  organisation_name text,
  suburb            text,
  state             text,
  postcode          text,
  status            text not null,              -- Active | Inactive | Prospect
  email             text,
  mobile            text,
  date_of_birth     date,
  entity_key        text not null references adviser_entities,  -- servicing adviser
  search_text       text not null               -- lower-case haystack for keyword search
);
create index clients_search_trgm on clients using gin (search_text gin_trgm_ops);
create index clients_entity on clients (entity_key);

create table accounts (
  account_id              text primary key,
  account_number          text not null unique,
  account_name            text not null,        -- short name, upper case
  product_code            text not null,
  product_description     text not null,
  account_type            text not null check (account_type in ('WRAP', 'CASH', 'TD', 'MOT')),
  wrap_product_type       text check (wrap_product_type in ('Investment', 'Super', 'Pension')),
  business_venture        text not null,
  brand                   text not null,
  child_badge             text not null,
  status_code             text not null,        -- O open, R referral, M dormant, H hold, B blocked, C closed, D deleted, I incomplete, P proforma
  account_status          text not null check (account_status in ('Active', 'Closed', 'Pending', 'Deleted')),
  opened_date             date not null,
  funded_date             date,
  closed_date             date,
  maturity_date           date,
  ledger_balance          numeric(16, 2) not null default 0,   -- net portfolio value (wrap) or ledger balance (cash)
  available_balance       numeric(16, 2),                       -- cash only
  interest_rate           numeric(6, 3),
  parent_account_id       text references accounts,
  linked_cash_account     text,
  client_id               text references clients,
  role_type               text not null,        -- OWNER, TRUSTEE, DIRECTOR, SIGNATORY ...
  wrap_account_source     text,                 -- cash | composer | dealing
  composer_code           text unique,
  wrap_account_number     text,                 -- super/pension: the wrap account number behind the composer code
  dealer_code             text not null references dealers,
  is_new_account          boolean not null default false,
  search_text             text not null
);
create index accounts_search_trgm on accounts using gin (search_text gin_trgm_ops);
create index accounts_status_type on accounts (account_status, account_type);
create index accounts_name on accounts (account_name, account_type, account_id);
create index accounts_client on accounts (client_id);
create index accounts_parent on accounts (parent_account_id);

create table account_advisers (
  account_id            text not null references accounts,
  entity_key            text not null references adviser_entities,
  adviser_type          char(1) not null check (adviser_type in ('P', 'S')),
  is_opening_xl_allowed boolean not null default false,
  primary key (account_id, entity_key)
);
create index account_advisers_entity on account_advisers (entity_key, account_id);

-- Per-user access level overrides; absent rows fall back to users.default_access.
create table user_account_access (
  mac        text not null references users,
  account_id text not null references accounts,
  access     text not null check (access in ('FULL', 'LIMITED', 'VIEW')),
  primary key (mac, account_id)
);

create table account_groups (
  code                text primary key,
  name                text not null,
  group_types         text[] not null,          -- FEE | REPORTING | STATEMENTS
  business_venture_id text not null,
  status              text not null check (status in ('ACTIVE', 'INACTIVE', 'PENDING', 'CLOSED')),
  dealer_code         text not null references dealers,
  attributes          jsonb not null default '[]',  -- e.g. ["ADVISER_SERVICE_FEE"] or ["ADMIN_FEE"]
  created_by          text not null,
  created_date        timestamptz not null default now(),
  updated_date        timestamptz,
  idempotency_key     text unique,
  search_text         text not null
);
create index account_groups_search_trgm on account_groups using gin (search_text gin_trgm_ops);

create table account_group_members (
  group_code text not null references account_groups on delete cascade,
  account_id text not null references accounts,
  primary key (group_code, account_id)
);
create index account_group_members_account on account_group_members (account_id);

create table preferences (
  mac        text not null references users,
  key        text not null,
  value      jsonb,
  updated_at timestamptz not null default now(),
  primary key (mac, key)
);

create table security_preferences (
  mac   text not null references users,
  key   text not null,
  value text not null,
  primary key (mac, key)
);

-- Remote feature-enabled properties per brand (the "featureEnabledProperty" rule input).
create table feature_properties (
  brand   text not null,
  key     text not null,
  enabled boolean not null,
  primary key (brand, key)
);

create table public_holidays (
  date date primary key,
  name text not null
);

create table oauth_families (
  family_id  text primary key,
  mac        text not null references users,
  created_at timestamptz not null default now(),
  revoked_at timestamptz
);

-- Tokens are stored only as SHA-256 hashes.
create table oauth_tokens (
  token_hash text primary key,
  family_id  text not null references oauth_families,
  kind       text not null check (kind in ('access', 'refresh')),
  mac        text not null references users,
  scope      text not null,
  expires_at timestamptz not null,
  used_at    timestamptz
);
create index oauth_tokens_family on oauth_tokens (family_id);
