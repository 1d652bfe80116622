import type { Db } from '../../db/index.js';
import type { AccessLevel, Scope } from '../../http/scope.js';

export interface VisibleAccount {
  /** The code the caller used: an account id, account number or composer code. */
  code: string;
  account_id: string;
  account_number: string;
  account_status: string;
  account_type: string;
  ledger_balance: string;
  access: AccessLevel;
}

/**
 * The accounts behind `codes` that the user sees (an adviser link to one of their entities), with
 * the user's access level (user_account_access, else users.default_access). Invisible and unknown
 * codes are simply absent, so callers cannot tell them apart.
 */
export async function visibleAccounts(db: Pick<Db, 'query'>, scope: Scope, codes: string[]): Promise<Map<string, VisibleAccount>> {
  if (!codes.length) return new Map();
  const { rows } = await db.query<VisibleAccount>(
    `select c.code, a.account_id, a.account_number, a.account_status, a.account_type, a.ledger_balance,
            coalesce(x.access, $3) as access
       from unnest($1::text[]) as c(code)
       join accounts a on a.account_id = c.code or a.account_number = c.code or a.composer_code = c.code
       left join user_account_access x on x.mac = $2 and x.account_id = a.account_id
      where exists (select 1 from account_advisers aa where aa.account_id = a.account_id and aa.entity_key = any($4::text[]))`,
    [codes, scope.mac, scope.defaultAccess, scope.entityKeys],
  );
  return new Map(rows.map((r) => [r.code, r]));
}
