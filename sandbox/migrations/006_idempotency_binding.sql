-- Idempotency keys belong to their caller and their request (issue 11 item 11; the IETF Idempotency-Key
-- draft): one user's key says nothing about another's, and the same key with another payload is refused
-- (422) instead of replaying the first answer. The fingerprint is a hash of the normalised request.
alter table account_groups drop constraint if exists account_groups_idempotency_key_key;
alter table account_groups add column idempotency_fingerprint text;
create unique index account_groups_idempotency on account_groups (created_by, idempotency_key) where idempotency_key is not null;
