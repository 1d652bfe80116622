// Pension payments and super/pension intents (002 §3, §7), and account closure (002 §8; path ours).
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/index.js';
import { HttpError } from '../../http/http-error.js';
import { money } from '../shared/format.js';
import { visibleAccounts } from '../shared/visible-accounts.js';
import { ONLINE_LIMIT } from './payment-model.js';
import { canPay, payingAccount } from './payment-store.js';

const TRAVERSE = '/wealth/traverse';
export const INTENT_KINDS = { pension_payments: 'Pension', super_rollover: 'Super', super_withdrawal: 'Super', pension_rollover: 'Pension' } as const;
/** Business days to process (ours). */
const SLA = '5 business days';

const traverseError = (status: number, code: string, message: string) => new HttpError(status, { error: code.toLowerCase(), message, errors: [{ code, message }] });
const bad = (message: string) => traverseError(400, 'BAD_REQUEST', message);
const obj = (v: unknown, name: string) => {
  if (!v || typeof v !== 'object' || Array.isArray(v)) throw bad(`${name} must be an object`);
  return v as Record<string, unknown>;
};

export function registerIntentRoutes(api: FastifyInstance, db: Db): void {
  for (const [kind, productType] of Object.entries(INTENT_KINDS)) {
    api.post<{ Body: unknown }>(`${TRAVERSE}/v1/intent/${kind}`, async (request) => {
      const body = obj(request.body, 'body');
      const accountNumber = obj(body.account_details, 'account_details').account_number;
      if (typeof accountNumber !== 'string' || !accountNumber.trim()) throw bad('account_details.account_number is required');
      const details = body.request_details === undefined ? {} : obj(body.request_details, 'request_details');
      const amount = details.amount === undefined || details.amount === null || details.amount === '' ? null : Number(details.amount);
      if (kind === 'pension_payments' && amount === null) throw bad('request_details.amount is required');
      if (amount !== null && (!Number.isFinite(amount) || amount <= 0)) throw bad('request_details.amount must be a number greater than zero');
      const visible = (await visibleAccounts(db, request.scope, [accountNumber.trim()])).get(accountNumber.trim());
      if (!visible) throw traverseError(404, 'ACCOUNT_NOT_FOUND', 'No such account');
      const { rows: acct } = await db.query<{ wrap_product_type: string | null; client_id: string | null }>(
        'select wrap_product_type, client_id from accounts where account_id = $1', [visible.account_id],
      );
      if (visible.account_type !== 'WRAP' || acct[0].wrap_product_type !== productType) {
        throw traverseError(422, 'REQUEST_NOT_AVAILABLE', `${kind} needs a ${productType.toLowerCase()} wrap account`);
      }
      if (visible.account_status !== 'Active') throw traverseError(422, 'ACCOUNT_NOT_ACTIVE', 'The account is not active');
      if (visible.access !== 'FULL') throw traverseError(403, 'INSUFFICIENT_ACCESS', `${kind} needs FULL access to the account`);
      if (amount !== null && amount > ONLINE_LIMIT) {
        throw traverseError(422, 'OVER_ONLINE_LIMIT', 'Withdrawals over $500,000 can\'t be requested online. Please contact us to make this request.');
      }
      if (amount !== null && (kind === 'pension_payments' || kind === 'super_withdrawal') && amount > (money(visible.ledger_balance) ?? 0)) {
        throw traverseError(422, 'INSUFFICIENT_FUNDS', 'The amount is more than the account balance.');
      }
      const { rows: client } = await db.query<{ name: string; mobile: string | null }>(
        `select coalesce(organisation_name, concat_ws(' ', first_name, last_name)) as name, mobile from clients where contact_id = $1`, [acct[0].client_id],
      );
      const { rows: ids } = await db.query<{ n: string }>(`select nextval('pension_intent_numbers')::text as n`);
      const n = ids[0].n;
      const now = new Date();
      const result = {
        id: `PP${n}`,
        intent_id: `INT${n}`,
        sla: SLA,
        result: 'SUBMITTED',
        authorisers: client.map((c, i) => ({
          authoriser_name: c.name,
          signing_method: c.mobile ? 'SMS' : 'EMAIL',
          activity_id: `ACT${n}${i + 1}`,
          expiry_time: new Date(now.getTime() + 30 * 86_400_000).toISOString(),
          errors: [],
        })),
      };
      await db.query(
        'insert into pension_intents (id, intent_id, kind, account_id, created_by, amount, payload) values ($1, $2, $3, $4, $5, $6, $7::jsonb)',
        [result.id, result.intent_id, kind, visible.account_id, request.auth.mac, amount, JSON.stringify(body)],
      );
      return { data: result, [kind]: result, meta: { server_time: now.toISOString() } };
    });
  }

  /** (ours) Account closure: 002 §8's server codes by the account's state (README "Payments"). */
  api.post<{ Params: { accountNumber: string } }>('/wealth/cash/v1/accounts/:accountNumber/closure', async (request) => {
    const number = request.params.accountNumber.trim();
    const technical = (status: number) => new HttpError(status, { error: status === 404 ? 'not_found' : status === 409 ? 'conflict' : 'server_error' });
    if (!number || number.length > 12) throw technical(404);
    let account;
    try {
      account = await payingAccount(db, request.scope, number);
    } catch {
      throw technical(404);
    }
    const coded = (code: string) => {
      if (code === '404' || code === '409' || code === '500') return technical(Number(code));
      const message = code === 'NO_ENTITLEMENT' ? "You don't have authority to close this account." : `Account closure refused (${code})`;
      return new HttpError(code === 'NO_ENTITLEMENT' ? 403 : 422, { error: { errors: [{ code, message }] }, message, errors: [{ code, message }] });
    };
    const { rows: state } = await db.query<{ code: string }>('select code from account_closure_states where account_id = $1', [account.account_id]);
    if (state[0] && state[0].code !== 'ACCEPTED') throw coded(state[0].code);
    if ((await db.query('select 1 from account_closures where account_id = $1', [account.account_id])).rows.length) throw coded('203');
    if (!state[0]) {
      if (!canPay(account) || account.permission !== 'FULL') throw coded('NO_ENTITLEMENT');
      if (account.account_type !== 'CASH' || account.account_status !== 'Active') throw coded('205');
      const { rows: open } = await db.query(
        `select 1 from payments where account_id = $1 and (status = 'AWAITING_AUTHORISATION' or (status = 'APPROVED' and schedule_type <> 'immediate')) limit 1`,
        [account.account_id],
      );
      if (open.length) throw coded('207');
      if ((money(account.ledger_balance) ?? 0) !== 0) throw coded('211');
    }
    const closureId = `CL${account.account_id}`;
    await db.query('insert into account_closures (closure_id, account_id, requested_by) values ($1, $2, $3)', [closureId, account.account_id, request.auth.mac]);
    return { data: { closure_id: closureId, account_number: account.account_number, status: 'CLOSURE_REQUESTED' }, meta: { server_time: new Date().toISOString() } };
  });
}
