import type { Db } from '../../db/index.js';
import { conflict, HttpError, notFound } from '../../http/http-error.js';
import type { Scope } from '../../http/scope.js';
import { requireFullAccessToMembers, requireUniqueName } from './group-guards.js';
import type { GroupInput } from './group-payload.js';
import { readGroup } from './group-read.js';
import { checkGroupRules } from './group-rules.js';
import { closeGroup, insertGroup, lockGroupWrites, updateGroup } from './group-write.js';

// Group writes: each one transaction behind the group-write lock, with the rules checked inside
// it, so two simultaneous identical creates leave exactly one group (the other gets 409).

/** Creates a group, or finds the one an earlier call with the same Idempotency-Key created. */
export function createGroup(db: Db, scope: Scope, input: GroupInput, idempotencyKey?: string) {
  return db.transaction(async (tx) => {
    await lockGroupWrites(tx);
    if (idempotencyKey) {
      const prior = await tx.query<{ code: string; created_by: string }>(
        'select code, created_by from account_groups where idempotency_key = $1',
        [idempotencyKey],
      );
      const row = prior.rows[0];
      if (row && row.created_by !== scope.mac) throw conflict('Idempotency-Key already used');
      if (row) return { code: row.code, replayed: true };
    }
    await requireUniqueName(tx, input.dealerCode, input.name);
    await requireRules(tx, scope, input);
    return { code: await insertGroup(tx, input, scope.mac, idempotencyKey), replayed: false };
  });
}

export function editGroup(db: Db, scope: Scope, code: string, input: GroupInput): Promise<void> {
  return db.transaction(async (tx) => {
    await lockGroupWrites(tx);
    const group = await readGroup(tx, scope, code);
    if (!group) throw notFound();
    if (group.status === 'CLOSED') throw conflict('The group is closed');
    await requireFullAccessToMembers(tx, scope, code, 'edit');
    await requireUniqueName(tx, input.dealerCode, input.name, code);
    await requireRules(tx, scope, input, code);
    await updateGroup(tx, code, input);
  });
}

export function endGroup(db: Db, scope: Scope, code: string): Promise<void> {
  return db.transaction(async (tx) => {
    await lockGroupWrites(tx);
    if (!(await readGroup(tx, scope, code))) throw notFound();
    await requireFullAccessToMembers(tx, scope, code, 'close');
    await closeGroup(tx, code);
  });
}

async function requireRules(tx: Db, scope: Scope, input: GroupInput, groupCode?: string): Promise<void> {
  const errors = await checkGroupRules(tx, scope, { codes: input.accounts, dealerCode: input.dealerCode, groupTypes: input.groupTypes, groupCode });
  if (errors.length) throw new HttpError(422, { errors });
}
