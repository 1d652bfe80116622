-- My security's sub-pages (issue 16): the devices a user is signed in on, step-up codes and grants,
-- the password-change time, and the authenticator app's enrolment.

-- Each sign-in family is one device: the browser that signed in, and when it last called the API.
alter table oauth_families add column if not exists user_agent text;
alter table oauth_families add column if not exists last_active_at timestamptz;
create index if not exists oauth_families_mac on oauth_families (mac) where revoked_at is null;

-- A one-time code "sent by SMS" to the adviser's phone (the sandbox's phone page shows it); bound to the
-- session that asked for it. Few attempts, short life.
create table if not exists step_up_challenges (
  challenge_id text primary key,
  mac          text not null references users,
  family_id    text not null references oauth_families,
  code         text not null,
  attempts     int not null default 0,
  created_at   timestamptz not null default now(),
  expires_at   timestamptz not null,
  verified_at  timestamptz
);
create index if not exists step_up_challenges_mac on step_up_challenges (mac, created_at desc);

-- What a verified code earns: a short-lived grant (stored as a hash) the sensitive calls require, for that
-- session only.
create table if not exists step_up_grants (
  grant_hash text primary key,
  mac        text not null references users,
  family_id  text not null references oauth_families,
  expires_at timestamptz not null
);

-- Macquarie Authenticator: one enrolment per user. IN_PROGRESS once a QR code is issued, INSTALLED once the
-- app activates it with the enrolment code; no row is NOT_INSTALLED.
create table if not exists authenticator_enrolments (
  mac             text primary key references users,
  enrolment_code  text not null unique,
  status          text not null check (status in ('IN_PROGRESS', 'INSTALLED')),
  device_name     text,
  created_at      timestamptz not null default now(),
  expires_at      timestamptz not null,
  activated_at    timestamptz
);
