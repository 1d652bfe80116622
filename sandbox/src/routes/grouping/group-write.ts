import type { Db } from '../../db/index.js';
import type { GroupInput } from './group-payload.js';

type Tx = Pick<Db, 'query'>;

/**
 * Serialises group writes. One lock for all dealers: an account may be linked under two dealers,
 * so FEE_GROUP_CLASH needs every concurrent write to see the others' results.
 */
export async function lockGroupWrites(tx: Tx): Promise<void> {
  await tx.query(`select pg_advisory_xact_lock(hashtext('sandbox.account_groups'))`);
}

/** Moves the code sequence past every existing AG code (seeded groups take codes without it). */
export async function syncGroupCodeSequence(db: Tx): Promise<void> {
  await db.query(
    `select setval('account_group_code_seq',
       coalesce((select max(substring(code from 3)::bigint) from account_groups where code ~ '^AG[0-9]+$'), 0) + 1, false)`,
  );
}

/** Writes a new group and its members; returns its code. */
export async function insertGroup(tx: Tx, input: GroupInput, createdBy: string, idempotency?: { key: string; fingerprint: string }): Promise<string> {
  const { rows } = await tx.query<{ code: string }>(
    `insert into account_groups (code, name, group_types, business_venture_id, status, dealer_code, attributes,
                                 created_by, idempotency_key, idempotency_fingerprint, search_text)
     select c.code, $1, $2::text[], $3, $4, $5, $6::jsonb, $7, $8, $9, lower($1 || ' ' || c.code)
       from (select 'AG' || lpad(nextval('account_group_code_seq')::text, 6, '0') as code) c
     returning code`,
    [input.name, input.groupTypes, input.businessVentureId, input.status, input.dealerCode, JSON.stringify(input.attributes), createdBy, idempotency?.key ?? null, idempotency?.fingerprint ?? null],
  );
  const code = rows[0].code;
  await setMembers(tx, code, input.accounts);
  return code;
}

export async function updateGroup(tx: Tx, code: string, input: GroupInput): Promise<void> {
  await tx.query(
    `update account_groups set name = $2, group_types = $3::text[], business_venture_id = $4, status = $5,
            dealer_code = $6, attributes = $7::jsonb, updated_date = now(), search_text = lower($2 || ' ' || code)
      where code = $1`,
    [code, input.name, input.groupTypes, input.businessVentureId, input.status, input.dealerCode, JSON.stringify(input.attributes)],
  );
  await tx.query('delete from account_group_members where group_code = $1', [code]);
  await setMembers(tx, code, input.accounts);
}

export async function closeGroup(tx: Tx, code: string): Promise<void> {
  await tx.query(`update account_groups set status = 'CLOSED', updated_date = now() where code = $1`, [code]);
}

/** Members are stored by account id whichever code (number, composer code) the caller used. */
async function setMembers(tx: Tx, code: string, accountCodes: string[]): Promise<void> {
  await tx.query(
    `insert into account_group_members (group_code, account_id)
     select distinct $1, a.account_id from unnest($2::text[]) as c(code)
       join accounts a on a.account_id = c.code or a.account_number = c.code or a.composer_code = c.code`,
    [code, accountCodes],
  );
}
