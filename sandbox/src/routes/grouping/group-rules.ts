import type { Db } from '../../db/index.js';
import type { Scope } from '../../http/scope.js';
import { visibleAccounts } from '../shared/visible-accounts.js';

export interface RuleError {
  account: string | null;
  code: 'ACCESS_LEVEL' | 'NOT_ACTIVE' | 'DEALER_LINK' | 'FEE_GROUP_CLASH' | 'MIN_ACCOUNTS' | 'MAX_ACCOUNTS';
  message: string;
  severity: 'error';
}

export interface RuleInput {
  codes: string[];
  dealerCode?: string;
  groupTypes?: string[];
  /** The group being edited: its own membership is no clash. */
  groupCode?: string;
}

// Per-account copy from 000 §8; the clash and size-minimum texts are ours.
const MESSAGES: Record<RuleError['code'], string> = {
  ACCESS_LEVEL: "Account can't be in this group as you don't have the required access level",
  NOT_ACTIVE: "This account is not 'active'. An account must be active for inclusion in an account group.",
  DEALER_LINK: 'This account is not linked to the dealer group selected, please remove this account.',
  FEE_GROUP_CLASH: 'This account is already in another active fee group.',
  MIN_ACCOUNTS: 'A group needs at least 2 accounts.',
  MAX_ACCOUNTS: 'The number of accounts exceeds the maximum amount allowed for a group. Please remove some accounts.',
};
export const MIN_ACCOUNTS = 2;
export const MAX_ACCOUNTS = 8;

const error = (account: string | null, code: RuleError['code']): RuleError => ({ account, code, message: MESSAGES[code], severity: 'error' });

/**
 * Every rule at once (000 §5), so the form can show all messages together. An account the user
 * cannot see fails ACCESS_LEVEL only: nothing else about it is revealed.
 */
export async function checkGroupRules(db: Pick<Db, 'query'>, scope: Scope, input: RuleInput): Promise<RuleError[]> {
  const errors: RuleError[] = [];
  if (input.codes.length < MIN_ACCOUNTS) errors.push(error(null, 'MIN_ACCOUNTS'));
  if (input.codes.length > MAX_ACCOUNTS) errors.push(error(null, 'MAX_ACCOUNTS'));
  const found = await visibleAccounts(db, scope, input.codes);
  const ids = [...new Set([...found.values()].map((a) => a.account_id))];
  const linked = input.dealerCode ? await dealerLinked(db, ids, input.dealerCode) : undefined;
  const clashing = input.groupTypes?.includes('FEE') ? await inOtherFeeGroups(db, ids, input.groupCode) : new Set<string>();
  for (const code of input.codes) {
    const account = found.get(code);
    if (!account || account.access !== 'FULL') {
      errors.push(error(code, 'ACCESS_LEVEL'));
      continue;
    }
    if (account.account_status !== 'Active') errors.push(error(code, 'NOT_ACTIVE'));
    if (linked && !linked.has(account.account_id)) errors.push(error(code, 'DEALER_LINK'));
    if (clashing.has(account.account_id)) errors.push(error(code, 'FEE_GROUP_CLASH'));
  }
  return errors;
}

async function dealerLinked(db: Pick<Db, 'query'>, ids: string[], dealerCode: string): Promise<Set<string>> {
  const { rows } = await db.query<{ account_id: string }>(
    `select distinct aa.account_id from account_advisers aa join adviser_entities e on e.entity_key = aa.entity_key
      where aa.account_id = any($1::text[]) and e.dealer_code = $2`,
    [ids, dealerCode],
  );
  return new Set(rows.map((r) => r.account_id));
}

async function inOtherFeeGroups(db: Pick<Db, 'query'>, ids: string[], groupCode?: string): Promise<Set<string>> {
  const { rows } = await db.query<{ account_id: string }>(
    `select distinct m.account_id from account_group_members m join account_groups g on g.code = m.group_code
      where m.account_id = any($1::text[]) and g.status = 'ACTIVE' and 'FEE' = any(g.group_types)
        and g.code is distinct from $2`,
    [ids, groupCode ?? null],
  );
  return new Set(rows.map((r) => r.account_id));
}
