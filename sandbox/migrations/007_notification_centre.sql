-- The notification centre (001 §3, §7; issue 12): alerts per user, the last alert each user has seen,
-- notification preferences and which notification pages the user has opened since, scheduled payments
-- (the insufficient-funds count reads them), announcements, and seed parts that run once per store.

create table alerts (
  alert_id         bigint generated always as identity primary key,
  mac              text not null references users,
  category         text not null,
  text             text not null,
  status           text,                     -- the upstream status text, when the event carries one
  object_type      text not null default 'others' check (object_type in ('payments', 'settings/maturities', 'others')),
  request_number   text,
  approval_id      text,
  account_number   text,
  links            jsonb not null default '[]',   -- [{ "key": "...", "value": "..." }]
  in_app_routing   boolean not null default true,
  read             boolean not null default false,
  visited          boolean not null default false,
  created_at       timestamptz not null default now()
);
create index alerts_user on alerts (mac, alert_id desc);
create index alerts_unread on alerts (mac) where not read;

create table alert_seen (
  mac                 text primary key references users,
  last_seen_alert_id  bigint not null
);

create table notification_preferences (
  mac                          text primary key references users,
  account_balance_selected     boolean not null default false,
  account_balance_threshold    numeric(16, 2),
  insufficient_funds_selected  boolean not null default false,
  insufficient_funds_window    integer check (insufficient_funds_window in (5, 10, 20)),
  updated_at                   timestamptz not null default now()
);

-- A notification page opened since the preferences were last saved.
create table notification_visits (
  mac        text not null references users,
  page       text not null check (page in ('account-balance', 'pending-payments')),
  visited_at timestamptz not null default now(),
  primary key (mac, page)
);

create table scheduled_payments (
  payment_id        text primary key,
  account_id        text not null references accounts,
  payee_name        text not null,
  amount            numeric(16, 2) not null check (amount > 0),
  next_payment_date date not null,
  frequency         text not null check (frequency in ('Once', 'Weekly', 'Fortnightly', 'Monthly', 'Quarterly'))
);
create index scheduled_payments_account on scheduled_payments (account_id, next_payment_date);

create table announcements (
  message_id        bigint generated always as identity primary key,
  publish_id        text not null unique,
  body              text not null,
  style             text not null default 'info' check (style in ('info', 'error')),
  valid_from        timestamptz not null,
  valid_to          timestamptz not null,
  publication_date  timestamptz not null default now(),
  channels          text[] not null default '{}',   -- badges upper case; empty: every channel
  badges            text[] not null default '{}',   -- business ventures; empty: every one
  products          text[] not null default '{}'    -- Cash, Wrap, Vision, trading; empty: every product
);

-- Seed parts added after a store was first seeded (this file's tables): each runs once per store.
create table seed_parts (
  name       text primary key,
  seeded_at  timestamptz not null default now()
);
