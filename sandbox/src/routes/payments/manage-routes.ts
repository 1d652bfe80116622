// (ours) The reads and the cancel Manage payments needs: an account's payee and biller groups (002 §3), payments
// awaiting authorisation, scheduled and past, one payment, cancel. Scoped like every payments call.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/index.js';
import type { SandboxServices } from '../define-routes.js';
import { sydneyToday } from '../shared/format.js';
import { paymentError, paymentNotFound } from './payment-model.js';
import { PAYMENT_COLUMNS, challengesOf, paymentJson, visiblePayment, type PaymentRow } from './payment-json.js';
import { PAYMENTS, accountNumberParam } from './payment-routes.js';
import { payingAccount } from './payment-store.js';
import { alertSubmitter } from './phone-answers.js';
import { runDuePayments } from './scheduled-run.js';
import { IS_SCHEDULED } from './scheduled-payments.js';

const VIEWS = { awaiting: `p.status = 'AWAITING_AUTHORISATION'`, scheduled: IS_SCHEDULED,
  history: `not (p.status = 'AWAITING_AUTHORISATION' or (${IS_SCHEDULED}))` } as const;

export function registerManageRoutes(api: FastifyInstance, db: Db, { events }: SandboxServices): void {
  // (ours) The payee and biller groups of 002 §3 for an account.
  api.get<{ Params: { accountNumber: string } }>(`${PAYMENTS}/v1/accounts/:accountNumber/payee-biller`, async (request) => {
    const account = await payingAccount(db, request.scope, accountNumberParam(request.params.accountNumber));
    const { rows } = await db.query<Record<string, string | null>>(
      'select payee_id, kind, name, nickname, bsb, account_number, biller_code, crn, ato_type from payees where account_id = $1 order by kind, name, payee_id',
      [account.account_id],
    );
    const eft = (r: Record<string, string | null>) => ({ payeeId: r.payee_id, accountName: r.name, nickname: r.nickname, bsb: r.bsb, accountNumber: r.account_number });
    const bpay = (r: Record<string, string | null>) => ({ payeeId: r.payee_id, billerCode: r.biller_code, billerName: r.name, nickname: r.nickname, crn: r.crn });
    const of = (kind: string) => rows.filter((r) => r.kind === kind);
    const { rows: siblings } = await db.query<{ account_number: string; account_name: string; product_description: string }>(
      `select a.account_number, a.account_name, a.product_description from accounts a
        where a.client_id = $1 and a.account_id <> $2 and a.account_type = 'CASH' and a.account_status = 'Active'
          and exists (select 1 from account_advisers aa where aa.account_id = a.account_id and aa.entity_key = any($3::text[]))
        order by a.account_number`,
      [account.client_id, account.account_id, request.scope.entityKeys],
    );
    return {
      accountNumber: account.account_number,
      linkedAccounts: of('linked').map(eft),
      nominatedAccounts: of('nominated').map(eft),
      taxAccounts: of('ato').map((r) => ({ ...(r.ato_type === 'atoBpay' ? bpay(r) : eft(r)), type: r.ato_type })),
      savedPayees: of('payee').map(eft),
      savedBillers: of('biller').map(bpay),
      clientAccounts: siblings.map((s) => ({ accountNumber: s.account_number, accountName: s.account_name, bsb: '182512', productDescription: s.product_description })),
    };
  });

  // (ours) Manage payments: an account's payments, or the caller's own; view awaiting | scheduled | history.
  api.get<{ Querystring: Record<string, string | undefined> }>(`${PAYMENTS}/v1/payments`, async (request) => {
    const view = request.query.view;
    if (view !== undefined && !(view in VIEWS)) throw paymentError(400, [{ code: 'VIEW_INVALID', message: 'view must be awaiting, scheduled or history' }]);
    const size = Math.min(Math.max(Number(request.query.size ?? 50) || 50, 1), 200);
    const page = Math.max(Number(request.query.page ?? 0) || 0, 0);
    const where: string[] = [];
    const params: unknown[] = [];
    if (request.query.accountNumber) {
      const account = await payingAccount(db, request.scope, accountNumberParam(request.query.accountNumber));
      await runDuePayments(db, { accountId: account.account_id });
      params.push(account.account_id);
      where.push(`p.account_id = $${params.length}`);
    } else {
      await runDuePayments(db, { createdBy: request.auth.mac });
      params.push(request.auth.mac);
      where.push(`p.created_by = $${params.length}`);
    }
    params.push(request.scope.entityKeys);
    where.push(`exists (select 1 from account_advisers aa where aa.account_id = p.account_id and aa.entity_key = any($${params.length}::text[]))`);
    if (view) where.push(VIEWS[view as keyof typeof VIEWS]);
    const { rows } = await db.query<PaymentRow & { total: number }>(
      `select ${PAYMENT_COLUMNS}, count(*) over ()::int as total from payments p join accounts a on a.account_id = p.account_id
        where ${where.join(' and ')} order by p.created_at desc, p.payment_id desc limit ${size} offset ${page * size}`,
      params,
    );
    const challenges = await challengesOf(db, rows.map((r) => r.payment_id));
    return { payments: rows.map((r) => paymentJson(r, challenges.get(r.payment_id) ?? [])), page, size, total: rows[0]?.total ?? 0 };
  });

  api.get<{ Params: { id: string } }>(`${PAYMENTS}/v1/payments/:id`, async (request) => {
    await runDuePayments(db, { paymentId: request.params.id });
    const p = await visiblePayment(db, request.scope, request.params.id);
    return paymentJson(p, (await challengesOf(db, [p.payment_id])).get(p.payment_id) ?? []);
  });

  api.post<{ Params: { id: string } }>(`${PAYMENTS}/v1/payments/:id/cancel`, async (request) => {
    const p = await visiblePayment(db, request.scope, request.params.id);
    const cancellable = p.status === 'AWAITING_AUTHORISATION' || (p.status === 'APPROVED' && p.schedule_type !== 'immediate' && p.next_date > sydneyToday());
    if (!cancellable) throw paymentError(409, [{ code: 'PAYMENT_NOT_CANCELLABLE', message: `This payment is ${p.status.toLowerCase()} and can't be cancelled` }]);
    const { rowCount } = await db.query(`update payments set status = 'CANCELLED', updated_at = now() where payment_id = $1 and status = $2`, [p.payment_id, p.status]);
    if (!rowCount) throw paymentNotFound();
    await db.query(`update payment_challenges set status = 'NOT_REQUIRED' where payment_id = $1 and status in ('PENDING', 'SENT')`, [p.payment_id]);
    await alertSubmitter(db, events, p.payment_id, 'CANCELLED');
    const again = await visiblePayment(db, request.scope, p.payment_id);
    return paymentJson(again, (await challengesOf(db, [p.payment_id])).get(p.payment_id) ?? []);
  });
}
