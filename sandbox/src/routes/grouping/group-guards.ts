import type { Db } from '../../db/index.js';
import { conflict } from '../../http/http-error.js';
import type { Scope } from '../../http/scope.js';
import { readGroups } from './group-read.js';

type Tx = Pick<Db, 'query'>;

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
