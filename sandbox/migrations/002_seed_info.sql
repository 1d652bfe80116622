-- What the seed generated from: the seed number and the reference day its dates are relative to
-- ("opened in the last 30 days" is counted back from reference_date, the day the seed ran).
create table seed_info (
  id             boolean primary key default true check (id),   -- a single row
  seed           integer not null,
  reference_date date not null,
  accounts       integer not null,
  clients        integer not null,
  seeded_at      timestamptz not null default now()
);
