// The user's own objects, checked upstream before an id is used: a case (GET tasks/{id}: another adviser's
// case is 404), an account (the intermediary search under the user's mac), an indexation row.
import type { GatewayContext } from '../../context.js';
import { ErrorCode, gatewayError } from '../../errors.js';
import { findAccountByNumber } from '@gateway/kit/accounts/find-account-by-number.js';
import type { AccountRecord } from '@gateway/kit/accounts/account-record.js';
import { queryBadge } from '@gateway/kit/query-badge.js';
import { getIndexation } from '@gateway/kit/requests/indexation.js';
import { getTask } from './api/task-centre.js';
import type { IndexationRow, UpstreamIntent } from './api/task-centre.js';

const INTENT_ID = /^[\w.:-]{1,64}$/;
const ACCOUNT_NUMBER = /^[A-Za-z0-9_-]{1,24}$/;

export function checkId(value: string, field: string, pattern = INTENT_ID): string {
  if (!pattern.test(value)) throw gatewayError(ErrorCode.BAD_USER_INPUT, `${field} is not valid`, { field });
  return value;
}

export async function ownCase(ctx: GatewayContext, intentId: string): Promise<UpstreamIntent> {
  return getTask(ctx.upstream, checkId(intentId, 'intentId'));
}

/** The account's first visible row, or NOT_FOUND. */
export async function ownAccount(ctx: GatewayContext, accountNumber: string): Promise<AccountRecord> {
  checkId(accountNumber, 'accountNumber', ACCOUNT_NUMBER);
  const user = await ctx.loaders.userDetails();
  const [row] = await findAccountByNumber(ctx.upstream, user.mac, queryBadge(ctx.caller, user), accountNumber);
  if (!row) throw gatewayError(ErrorCode.NOT_FOUND, 'No such account', { field: 'accountNumber' });
  return row;
}

export async function indexationRow(ctx: GatewayContext, id: string): Promise<IndexationRow> {
  const row = (await getIndexation(ctx.upstream)).find((r) => String(r.id) === id);
  if (!row) throw gatewayError(ErrorCode.BAD_USER_INPUT, 'No such request category', { field: 'subCategoryId' });
  return row;
}
