-- Payments (002 §3, §4, §7, §8; issue 14): signatories and their phones, payment permissions, payees and
-- billers, the BPAY and BSB directories, payments with their idempotency binding, challenges, pension and
-- super intents, and account closure states. sandbox/README.md "Payments" documents the rules.

-- The signing authority of a cash account: sole ("Either To Sign") or dual ("Both To Sign").
create table payment_authorities (
  account_id   text primary key references accounts,
  signing_type text not null check (signing_type in ('Either To Sign', 'Both To Sign'))
);

-- A signatory (party) and the state of their phone. methods: the verification methods they chose, a subset of
-- PUSH (authenticator app), ROLLING_CODE (Vasco token) and SMS; the preference order is PUSH, ROLLING_CODE, SMS.
create table payment_parties (
  party_id              text primary key,
  name                  text not null,
  mobile                text not null,
  methods               text[] not null default '{}',
  registered_for_push   boolean not null default false,
  authenticator_present boolean not null default false,   -- the Vasco token is registered
  hard_locked           boolean not null default false,   -- ACCOUNT_OTP_LOCKED
  soft_locked_until     timestamptz,                      -- 10 minutes after 3 wrong codes or 3 sends
  soft_lock_code        text check (soft_lock_code in ('INVALID_CHALLENGE_SOFT_LOCK', 'RESEND_CHALLENGE_SOFT_LOCK')),
  active                boolean not null default true,    -- false: no longer an authoriser (NO_AUTHORISERS)
  service_fault         boolean not null default false,   -- the challenge service fails for them (GENERIC_SERVICE_ERROR)
  failed_codes          integer not null default 0,
  owner_mac             text references users             -- seed: the demo user whose accounts they sign for
);

create table account_signatories (
  account_id text not null references accounts,
  party_id   text not null references payment_parties,
  position   integer not null default 1,
  primary key (account_id, party_id)
);
create index account_signatories_party on account_signatories (party_id);

-- Who may pay from which account. No row: the user may see the account but not pay from it.
create table payment_permissions (
  mac          text not null references users,
  account_id   text not null references accounts,
  product_code text not null,
  access       text not null check (access in ('FULL', 'LIMITED', 'VIEW')),
  primary key (mac, account_id)
);

create table bpay_billers (
  biller_code text primary key,       -- 3 to 10 digits
  biller_name text not null,
  short_name  text not null,
  crn_rule    text not null default 'ANY' check (crn_rule in ('ANY', 'LUHN'))
);

create table bsb_directory (
  bsb        text primary key,        -- 6 digits, no hyphen
  bank       text not null,
  short_name text not null,
  branch     text not null,
  state      text not null
);

-- Payees and billers kept for an account. kind: linked | nominated | ato | payee | biller.
create table payees (
  payee_id       text primary key,
  account_id     text not null references accounts,
  kind           text not null check (kind in ('linked', 'nominated', 'ato', 'payee', 'biller')),
  name           text not null,
  nickname       text,
  bsb            text,
  account_number text,
  biller_code    text,
  crn            text,
  ato_type       text check (ato_type in ('atoEFT', 'atoBpay'))
);
create index payees_account on payees (account_id, kind);

create sequence payment_numbers start 10000001;

create table payments (
  payment_id              text primary key,
  account_id              text not null references accounts,
  created_by              text not null references users,
  status                  text not null check (status in ('AWAITING_AUTHORISATION', 'APPROVED', 'SCHEDULED', 'DECLINED', 'CANCELLED', 'PROCESSED')),
  signing_type            text not null,
  schedule_type           text not null check (schedule_type in ('immediate', 'future', 'recurring')),
  next_date               date not null,
  last_date               date,
  frequency               text,
  destination_type        text not null check (destination_type in ('BPAY', 'EFT')),
  destination             jsonb not null,
  payee_name              text not null,
  from_narrative          text,
  to_narrative            text,
  amount                  numeric(16, 2) not null check (amount > 0),
  payload                 jsonb not null,
  idempotency_key         text,
  idempotency_fingerprint text,
  created_at              timestamptz not null default now(),
  updated_at              timestamptz not null default now()
);
create unique index payments_idempotency on payments (created_by, idempotency_key) where idempotency_key is not null;
create index payments_account on payments (account_id, created_at);
create index payments_creator on payments (created_by, created_at);

-- One row per required signatory of a payment. status: PENDING (not sent), SENT, APPROVED, DECLINED, NOT_REQUIRED.
create table payment_challenges (
  payment_id          text not null references payments on delete cascade,
  party_id            text not null references payment_parties,
  status              text not null default 'PENDING',
  verification_method text,
  code                text,
  sends               integer not null default 0,
  first_sent_at       timestamptz,
  sent_at             timestamptz,
  expires_at          timestamptz,
  actioned_at         timestamptz,
  primary key (payment_id, party_id)
);
create index payment_challenges_party on payment_challenges (party_id, status);

-- Pension payments, super rollovers and withdrawals, pension rollovers (traverse intents).
create sequence pension_intent_numbers start 5000001;
create table pension_intents (
  id          text primary key,
  intent_id   text not null unique,
  kind        text not null,
  account_id  text not null references accounts,
  created_by  text not null references users,
  amount      numeric(16, 2),
  payload     jsonb not null,
  created_at  timestamptz not null default now()
);

-- What closing an account answers (002 §8's server codes). No row: the real rules (README) decide.
create table account_closure_states (
  account_id text primary key references accounts,
  code       text not null
);
create table account_closures (
  closure_id   text primary key,
  account_id   text not null unique references accounts,
  requested_by text not null references users,
  requested_at timestamptz not null default now()
);
