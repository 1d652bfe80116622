// Pension payments and super/pension intents (002 §3, §7): a result per authoriser, $500,000 refused online.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/index.js';
import { money } from '../shared/format.js';
import { visibleAccounts } from '../shared/visible-accounts.js';
import { readIntentBody, traverseError } from './intent-body.js';
import { ONLINE_LIMIT } from './payment-model.js';

const TRAVERSE = '/wealth/traverse';
export const INTENT_KINDS = { pension_payments: 'Pension', super_rollover: 'Super', super_withdrawal: 'Super', pension_rollover: 'Pension' } as const;
/** Business days to process (ours). */
const SLA = '5 business days';

export function registerIntentRoutes(api: FastifyInstance, db: Db): void {
  for (const [kind, productType] of Object.entries(INTENT_KINDS)) {
    api.post<{ Body: unknown }>(`${TRAVERSE}/v1/intent/${kind}`, async (request) => {
      const { accountNumber, amount, stored } = readIntentBody(request.body, kind === 'pension_payments');
      const visible = (await visibleAccounts(db, request.scope, [accountNumber])).get(accountNumber);
      if (!visible) throw traverseError(404, 'ACCOUNT_NOT_FOUND', 'No such account');
      const { rows: acct } = await db.query<{ wrap_product_type: string | null; client_id: string | null }>(
        'select wrap_product_type, client_id from accounts where account_id = $1', [visible.account_id],
      );
      if (visible.account_type !== 'WRAP' || acct[0].wrap_product_type !== productType) {
        throw traverseError(422, 'REQUEST_NOT_AVAILABLE', `${kind} needs a ${productType.toLowerCase()} wrap account`);
      }
      if (visible.account_status !== 'Active') throw traverseError(422, 'ACCOUNT_NOT_ACTIVE', 'The account is not active');
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
        [result.id, result.intent_id, kind, visible.account_id, request.auth.mac, stored.request_details.amount, JSON.stringify(stored)],
      );
      return { data: result, [kind]: result, meta: { server_time: now.toISOString() } };
    });
  }
}
