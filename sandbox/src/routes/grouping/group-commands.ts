import { createHash } from 'node:crypto';
import type { Db } from '../../db/index.js';
import { conflict, HttpError, notFound } from '../../http/http-error.js';
import type { Scope } from '../../http/scope.js';
import { requireUniqueName } from './group-guards.js';
import type { GroupInput } from './group-payload.js';
import { readGroup } from './group-read.js';
import { checkGroupRules } from './group-rules.js';
import { closeGroup, insertGroup, lockGroupWrites, updateGroup } from './group-write.js';

// Group writes: each one transaction behind the group-write lock, with the rules checked inside
// it, so two simultaneous identical creates leave exactly one group (the other gets 409).

/** The request an idempotency key was first used with: a hash of the normalised input. */
const fingerprintOf = (input: GroupInput) => createHash('sha256').update(JSON.stringify(input)).digest('base64url');

/**
 * Creates a group, or finds the one this caller's earlier call with the same Idempotency-Key and the
 * same request created. Keys are the caller's own (another user's equal key is another key), and the
 * same key with a different request is refused with 422, never answered with the first group.
 */
export function createGroup(db: Db, scope: Scope, input: GroupInput, idempotencyKey?: string) {
  const idempotency = idempotencyKey ? { key: idempotencyKey, fingerprint: fingerprintOf(input) } : undefined;
  return db.transaction(async (tx) => {
    await lockGroupWrites(tx);
    if (idempotency) {
      const prior = await tx.query<{ code: string; idempotency_fingerprint: string | null }>(
        'select code, idempotency_fingerprint from account_groups where idempotency_key = $1 and created_by = $2',
        [idempotency.key, scope.mac],
      );
      const row = prior.rows[0];
      if (row && row.idempotency_fingerprint !== idempotency.fingerprint) {
        throw new HttpError(422, { error: 'idempotency_key_reused', message: 'This Idempotency-Key was used with a different request' });
      }
      if (row) return { code: row.code, replayed: true };
    }
    await requireUniqueName(tx, scope, input.dealerCode, input.name);
    await requireRules(tx, scope, input);
    return { code: await insertGroup(tx, input, scope.mac, idempotency), replayed: false };
  });
}

export function editGroup(db: Db, scope: Scope, code: string, input: GroupInput): Promise<void> {
  return db.transaction(async (tx) => {
    await lockGroupWrites(tx);
    const group = await readGroup(tx, scope, code);
    if (!group) throw notFound();
    if (group.status === 'CLOSED') throw conflict('The group is closed');
    await requireUniqueName(tx, scope, input.dealerCode, input.name, code);
    await requireRules(tx, scope, input, code);
    await updateGroup(tx, code, input);
  });
}

export function endGroup(db: Db, scope: Scope, code: string): Promise<void> {
  return db.transaction(async (tx) => {
    await lockGroupWrites(tx);
    if (!(await readGroup(tx, scope, code))) throw notFound();
    await closeGroup(tx, code);
  });
}

async function requireRules(tx: Db, scope: Scope, input: GroupInput, groupCode?: string): Promise<void> {
  const errors = await checkGroupRules(tx, scope, { codes: input.accounts, dealerCode: input.dealerCode, groupTypes: input.groupTypes, groupCode });
  if (errors.length) throw new HttpError(422, { errors });
}
