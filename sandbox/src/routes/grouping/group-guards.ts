import type { Db } from '../../db/index.js';
import { conflict, forbidden } from '../../http/http-error.js';
import type { Scope } from '../../http/scope.js';
import { readGroups } from './group-read.js';

type Tx = Pick<Db, 'query'>;

/** 000 §6: editing or closing a group needs full access to every account already in it. */
export async function requireFullAccessToMembers(tx: Tx, scope: Scope, code: string, action: 'edit' | 'close'): Promise<void> {
  const { rows } = await tx.query<{ n: number }>(
    `select count(*) as n from account_group_members m
       left join user_account_access x on x.mac = $2 and x.account_id = m.account_id
      where m.group_code = $1 and coalesce(x.access, $3) <> 'FULL'`,
    [code, scope.mac, scope.defaultAccess],
  );
  if (rows[0].n > 0) {
    throw forbidden(`You're unable to ${action} this group because you don't have full access to one or more Wrap accounts in the group.`);
  }
}

/**
 * One open group per name and dealer among the groups this caller can see: a second identical submit
 * loses with 409. A group the caller cannot see never answers 409 (issue 11 item 12: the conflict was an
 * oracle for other advisers' group names), so its name does not stop them.
 */
export async function requireUniqueName(tx: Tx, scope: Scope, dealerCode: string, name: string, exceptCode?: string): Promise<void> {
  const clash = await readGroups(tx, scope, (p) => [
    `g.dealer_code = ${p.add(dealerCode)}`,
    `lower(g.name) = lower(${p.add(name)})`,
    `g.status <> 'CLOSED'`,
    `g.code is distinct from ${p.add(exceptCode ?? null, '::text')}`,
  ], 1);
  if (clash.length) throw conflict(`An open group named '${name}' already exists for dealer ${dealerCode}`);
}
