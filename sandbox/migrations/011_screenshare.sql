-- Screen sharing (co-browsing; 001 §2.8, §4; issue 15): an adviser's session with its one-time PIN, and the
-- recording events the adviser's browser uploads (already masked there; stored as opaque JSON).
-- sandbox/README.md "Screen sharing" documents the rules.

-- status: WAITING (PIN issued) -> CONNECTED (a viewer joined with the PIN) -> ENDED (either side ended) or
-- FAILED (the PIN expired unused, the viewer left unexpectedly, or the connection failed).
create table screenshare_sessions (
  session_id     text primary key,
  mac            text not null references users,
  product        text not null,
  badge          text not null,
  pin_hash       text not null,                 -- sha256 of the PIN; the PIN itself is shown once
  pin_expires_at timestamptz not null,
  pin_used_at    timestamptz,
  status         text not null default 'WAITING' check (status in ('WAITING', 'CONNECTED', 'ENDED', 'FAILED')),
  ended_by       text check (ended_by in ('ADVISER', 'VIEWER', 'EXPIRED', 'FAILURE')),
  event_count    integer not null default 0,
  event_bytes    integer not null default 0,
  created_at     timestamptz not null,
  updated_at     timestamptz not null
);
create index screenshare_sessions_mac on screenshare_sessions (mac);
create index screenshare_sessions_pin on screenshare_sessions (pin_hash) where status = 'WAITING';

create table screenshare_events (
  session_id text not null references screenshare_sessions on delete cascade,
  seq        integer not null,
  event      text not null,                     -- one recording event as the browser sent it (JSON text)
  primary key (session_id, seq)
);
