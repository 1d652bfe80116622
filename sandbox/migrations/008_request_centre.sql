-- The Request Centre (002 §3, §7; issue 13): cases ("intents") and what hangs off them: history, follow-ups,
-- authorisers and documents (the bytes in the database). sandbox/README.md "Request Centre" has the calls.
--
-- Scope: a case carries the entity keys that may see it (its accounts' adviser links and its payload's
-- adviser codes), copied in when the case is written. One GIN index holds those keys and the trigram
-- haystack, so "this user's cases whose text has these trigrams" is one index scan, as account_search does
-- for accounts (migration 005). Statuses are filtered on the few rows the index returns.

-- Each entity key paired with the status ('HBWP1001:INPROGRESS'): a search filtered by status asks the index for
-- exactly the user's cases in those statuses, instead of rechecking every case of the user that has the keyword.
create function case_scope_status(keys text[], status text) returns text[] language sql immutable parallel safe as $$
  select array(select k || ':' || status from unnest(keys) as k)
$$;

create sequence case_intent_seq start 5000001;   -- intent ids INT5000001...: rc-create and the bulk seed
create sequence case_number_seq start 5000001;   -- case ids C-5000001...
create sequence case_item_seq start 5000001;     -- follow-up, activity, document and approval numbers

create table cases (
  intent_id                 text primary key check (intent_id ~ '^INT[0-9]+$'),
  case_id                   text not null unique check (case_id ~ '^C-[0-9]{7}$'),
  intent_name               text not null,           -- the request name: an indexation process
  event_name                text,
  event_type                text,
  status                    text not null check (status in (
    'SUBMITTED', 'INPROGRESS', 'COMPLETED', 'RECEIVED', 'CANCELLED', 'DECLINED', 'RECLASSIFIED', 'AWAITING_ADVISER',
    'READY_FOR_COLLECTION', 'AWAITING_EXTERNAL_PARTY', 'AWAITING_CLIENT', 'AWAITING_FUNDS_OR_ASSETS',
    'AWAITING_PROCESSING_DATE', 'FAILED', 'AWAITING_CLIENT_APPROVAL', 'PENDING_APPROVAL', 'PENDING_DOC_UPLOAD',
    'PARTIAL_APPROVED', 'APPROVED')),
  api_status                text not null default 'success' check (api_status in ('success', 'error', 'in_progress', 'not_submitted')),
  approval_id               text,
  fulfillment_id            text,
  initiator_mac             text not null,
  initiator_name            text not null,
  request_source            text not null,
  description               text,
  indexation_id             text,
  created_date              timestamptz not null,
  updated_date              timestamptz not null,
  cancellation_reason_code  text,
  payload                   jsonb not null,          -- account_details, adviser_codes, create_request_type, fields, one type block
  meta                      jsonb not null,          -- online_request_name, subprocess_name, product_code, business_venture, sla, eta, attachment_status
  search_text               text not null,           -- lower case: intent id, case id, request name, initiator, account numbers and names
  entity_keys               text[] not null,         -- who may see it (denormalised)
  scope_status              text[] generated always as (case_scope_status(entity_keys, status)) stored
);
create index cases_scope_keyword on cases using gin (entity_keys, search_text gin_trgm_ops);
create index cases_scope_status_keyword on cases using gin (scope_status, search_text gin_trgm_ops);
-- Lists without a keyword walk the update order and keep the user's rows.
create index cases_updated on cases (updated_date desc, intent_id);
create index cases_initiator on cases (initiator_mac, updated_date desc);

create table case_history (
  event_id       bigint generated always as identity primary key,
  intent_id      text not null references cases on delete cascade,
  type           text not null,                 -- a task status, upper case
  occurred_at    timestamptz not null,
  follow_up_ids  text[] not null default '{}',
  authorisers    text[] not null default '{}'   -- authoriser names
);
create index case_history_intent on case_history (intent_id, occurred_at);

create table case_follow_ups (
  id                          text primary key,
  intent_id                   text not null references cases on delete cascade,
  status                      text not null check (status in ('Pending', 'Responded', 'NoResponse-Expired', 'NoResponse-AutoUnpend', 'NoResponse-UnPend')),
  request_type                text not null,
  recipient_type              text not null,
  request_method              text not null,
  request_reason              text,
  response_expected_channels  text[] not null default '{}',
  response_received_channel   text,
  requested_by                text not null,
  responded_by                text,
  requested_at                timestamptz not null,
  responded_at                timestamptz,
  request_why                 text,
  request_what                text,
  request_return_method       text,
  response_content            text,
  visible_online              boolean not null default true,
  response_expected_date      date,
  reminder_sent               boolean not null default false,
  document_ids                text[] not null default '{}'
);
create index case_follow_ups_intent on case_follow_ups (intent_id, requested_at);

create table case_authorisers (
  activity_id          text primary key,
  intent_id            text not null references cases on delete cascade,
  party_id             text not null,
  authoriser_name      text not null,
  authorisation_level  text not null,           -- SOLE, JOINT, ...
  role_type            text not null,           -- OWNER, TRUSTEE, DIRECTOR, SIGNATORY
  status               text not null check (status in ('PENDING_APPROVAL', 'PENDING_DOC_UPLOAD', 'APPROVED', 'DECLINED', 'CANCELLED')),
  updated_at           timestamptz not null,
  expire_by            timestamptz,
  errors               jsonb not null default '[]',
  otp_locked           boolean not null default false,      -- the party's ID is locked (ACCOUNT_OTP_LOCKED)
  resent_at            timestamptz[] not null default '{}', -- the last sends (soft lock)
  position             integer not null default 0
);
create index case_authorisers_intent on case_authorisers (intent_id, position);

create table case_documents (
  document_id    text primary key,
  intent_id      text not null references cases on delete cascade,
  document_name  text not null,
  content_type   text not null,
  size           integer not null,
  content        bytea not null,
  uploaded_at    timestamptz not null,
  uploaded_by    text not null,
  kind           text not null default 'attachment' check (kind in ('attachment', 'signed', 'follow_up')),
  malware        boolean not null default false
);
create index case_documents_intent on case_documents (intent_id, uploaded_at);
