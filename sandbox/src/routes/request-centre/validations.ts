// GET traverse/v1/intent/validations/{process}/{accountNumber}: may this request be raised on this account?
// 002 §5 names the codes and tiers, not the rules; ours (README "Request Centre", validations):
//   E000001 tier 1  the account is not active, or the process is not offered for its product type
//   E000002 tier 2  an open case of the same process on the account (details.requestId, approvalId)
//   E000003 tier 2  the account was opened in the last 30 days (details.enabledFrom: the day it may be raised)
//   E000004 tier 3  another case on the account is waiting for the client's approval (details.approvalId, requestId)
//   PROCESS_NOT_SUPPORTED (tier 4 to the portal) the process is not in the indexation table
import type { Db } from '../../db/index.js';
import { CLOSED_STATUSES } from './case-model.js';
import { accountsByNumber } from './case-write.js';
import { productTypeOf, rowsOfProcess } from './indexation.js';

export interface ValidationError {
  code: string;
  message: string;
  details: { approvalId: string | null; enabledFrom: string | null; requestId: string | null };
}

const error = (code: string, message: string, details: Partial<ValidationError['details']> = {}): ValidationError => ({
  code, message, details: { approvalId: null, enabledFrom: null, requestId: null, ...details },
});

const AWAITING_CLIENT = ['AWAITING_CLIENT_APPROVAL', 'PENDING_APPROVAL', 'PARTIAL_APPROVED', 'PENDING_DOC_UPLOAD'];
export const WAITING_DAYS = 30;

export async function validate(db: Pick<Db, 'query'>, entityKeys: string[], process: string, accountNumber: string): Promise<ValidationError[]> {
  const rows = rowsOfProcess(process);
  if (!rows.length) return [error('PROCESS_NOT_SUPPORTED', `'${process}' is not a request the Request Centre raises`)];
  const account = (await accountsByNumber(db, [accountNumber])).get(accountNumber)!;
  const errors: ValidationError[] = [];
  if (account.account_status !== 'Active') {
    errors.push(error('E000001', `This account is ${account.account_status.toLowerCase()}, so requests can't be raised on it.`));
  }
  const type = productTypeOf(account);
  if (!type || !rows.some((r) => r.allowedProductTypes.includes(type))) {
    errors.push(error('E000001', `${rows[0].process} isn't available for ${account.product_description} accounts.`));
  }
  // The account number in the trigram haystack narrows the scan to the account's cases.
  const { rows: open } = await db.query<{ intent_id: string; case_id: string; intent_name: string; status: string; approval_id: string | null }>(
    `select c.intent_id, c.case_id, c.intent_name, c.status, c.approval_id from cases c
      where c.entity_keys && $1::text[] and c.search_text like $2 and not (c.status = any($3::text[]))
        and c.payload->'account_details' @> jsonb_build_array(jsonb_build_object('account_number', $4::text))
      order by c.updated_date desc`,
    [entityKeys, `%${accountNumber.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`, [...CLOSED_STATUSES], accountNumber],
  );
  const processes = new Set(rows.map((r) => r.process));
  const same = open.find((c) => processes.has(c.intent_name));
  if (same) {
    errors.push(error('E000002', `There is already ${inProgressName(same.intent_name)} in progress for this account (${same.case_id}).`, {
      requestId: same.intent_id, approvalId: same.approval_id,
    }));
  }
  const { rows: [opened] } = await db.query<{ enabled_from: string | null }>(
    `select case when opened_date > current_date - $2::int then (opened_date + $2::int)::text end as enabled_from from accounts where account_number = $1`,
    [accountNumber, WAITING_DAYS],
  );
  if (opened?.enabled_from) {
    errors.push(error('E000003', 'This request can be submitted from DD MMM YYYY, 30 days after the account opened.', { enabledFrom: opened.enabled_from }));
  }
  const awaiting = open.find((c) => AWAITING_CLIENT.includes(c.status) && c !== same);
  if (awaiting) {
    errors.push(error('E000004', `A ${awaiting.intent_name.toLowerCase()} request on this account (${awaiting.case_id}) is waiting for the client's approval.`, {
      approvalId: awaiting.approval_id, requestId: awaiting.intent_id,
    }));
  }
  return errors;
}

/** 'a rollover request', 'a general request' (not 'a general request request'), 'an amend pension request'. */
export function inProgressName(intentName: string): string {
  const name = intentName.toLowerCase();
  const noun = /\brequest$/.test(name) ? name : `${name} request`;
  return `${/^[aeiou]/.test(noun) ? 'an' : 'a'} ${noun}`;
}
