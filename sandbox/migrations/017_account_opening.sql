-- Open an account (issue 32 §1; sandbox/README.md "Account opening"): an adviser's application for a new cash
-- management account, term deposit or wrap (investment, super, pension) account, from its draft to the account
-- it opens. The wizard saves the draft at every step (client, options, linked account, adviser fee); submission
-- sends it to the client to sign (the client's phone page), the back office then verifies the client's identity,
-- asks for documents or declines, and verifying opens a real account linked to the application's adviser entity.
create sequence application_numbers start 100001;
create sequence application_account_numbers start 1;

create table applications (
  application_id  text primary key,                   -- APP100001
  product         text not null check (product in ('CASH', 'TD', 'INVESTMENT', 'SUPER', 'PENSION')),
  status          text not null default 'DRAFT' check (status in
                    ('DRAFT', 'AWAITING_CLIENT_SIGNATURE', 'SUBMITTED', 'AWAITING_DOCUMENTS', 'OPENED', 'DECLINED', 'EXPIRED', 'CANCELLED')),
  step            text not null default 'client',     -- the wizard step the adviser last reached
  created_by      text not null references users,
  entity_key      text not null references adviser_entities,   -- the adviser the account will be opened under
  client          jsonb not null default '{}',        -- { contact_id } or { new: { first_name, ... } }
  client_name     text not null default '',
  options         jsonb not null default '{}',
  linked_account  jsonb,
  adviser_fee     jsonb,
  created_at      timestamptz not null default now(),
  updated_at      timestamptz not null default now(),
  submitted_at    timestamptz,
  sent_at         timestamptz,                        -- last sent to the client to sign
  sends           int not null default 0,
  signed_at       timestamptz,
  decided_at      timestamptz,
  decision_note   text,
  expires_at      timestamptz not null default now() + interval '30 days',
  account_id      text unique references accounts,
  idempotency_key text,
  idempotency_fingerprint text
);
create unique index applications_idempotency on applications (created_by, idempotency_key) where idempotency_key is not null;
create index applications_entity on applications (entity_key, updated_at desc);
create index applications_status on applications (status, updated_at desc);

create table application_documents (
  document_id    text primary key,
  application_id text not null references applications on delete cascade,
  document_name  text not null,
  content_type   text not null,
  size           int not null,
  content        bytea not null,
  uploaded_at    timestamptz not null default now(),
  uploaded_by    text not null
);
create index application_documents_application on application_documents (application_id, uploaded_at);
