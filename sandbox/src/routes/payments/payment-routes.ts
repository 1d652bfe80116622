// The payments calls of 002 §7 and the reads Manage payments needs (ours). Paths under /api/. Every call is
// scoped: an account, payment or payee of another adviser answers 404 like an unknown one.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/index.js';
import type { SandboxServices } from '../define-routes.js';
import { sydneyToday } from '../shared/format.js';
import { sendChallenge } from './challenges.js';
import { PAYMENT_COLUMNS, challengesOf, paymentJson, visiblePayment, type PaymentRow } from './payment-json.js';
import { savePayment } from './payment-save.js';
import { alertSubmitter } from './phone-answers.js';
import { paymentError, paymentNotFound, parsePayment } from './payment-model.js';
import { authorityJson, canPay, checkPayment, payingAccount, selectedParties } from './payment-store.js';
import { runDuePayments } from './scheduled-run.js';

export const PAYMENTS = '/wealth/payments';

/** 002 §5: the account number of payment calls is at most 12 characters. */
function accountNumberParam(value: string): string {
  const v = value.trim();
  if (!v || v.length > 12 || !/^[A-Za-z0-9]+$/.test(v)) throw paymentError(400, [{ code: 'ACCOUNT_NUMBER_INVALID', message: 'The account number must be 1 to 12 letters or digits' }]);
  return v;
}

function idempotencyKey(request: FastifyRequest): string | undefined {
  const key = request.headers['idempotency-key'];
  return typeof key === 'string' && key.trim() ? key.trim().slice(0, 200) : undefined;
}

const VIEWS = { awaiting: `p.status = 'AWAITING_AUTHORISATION'`, scheduled: `p.status = 'APPROVED' and p.schedule_type <> 'immediate'`,
  history: `not (p.status = 'AWAITING_AUTHORISATION' or (p.status = 'APPROVED' and p.schedule_type <> 'immediate'))` } as const;

export function registerPaymentRoutes(api: FastifyInstance, db: Db, { events }: SandboxServices): void {
  api.get<{ Params: { accountNumber: string } }>(`${PAYMENTS}/v2/permissions/access/:accountNumber`, async (request) => {
    const account = await payingAccount(db, request.scope, accountNumberParam(request.params.accountNumber));
    return { accountNumber: account.account_number, hasAccess: canPay(account), access: account.permission ?? 'NONE' };
  });

  api.get<{ Params: { account: string } }>(`${PAYMENTS}/v2/payment-permissions/:account`, async (request, reply) => {
    const account = await payingAccount(db, request.scope, accountNumberParam(request.params.account));
    reply.header('cache-control', 'no-store');
    return {
      accountNumber: account.account_number,
      productCode: account.product_code,
      access: account.permission ?? 'NONE',
      canMakePayment: canPay(account) && account.account_type === 'CASH' && account.account_status === 'Active',
      signingType: account.signing_type,
    };
  });

  api.get<{ Params: { code: string } }>(`${PAYMENTS}/v1/payee-biller/branch/lookup/:code`, async (request) => {
    const bsb = request.params.code.replace('-', '');
    if (!/^\d{6}$/.test(bsb)) throw paymentError(400, [{ code: 'BSB_INVALID', message: 'A BSB is 6 digits' }]);
    const { rows } = await db.query<{ bsb: string; bank: string; short_name: string; branch: string; state: string }>('select * from bsb_directory where bsb = $1', [bsb]);
    if (!rows[0]) throw paymentError(404, [{ code: 'BSB_NOT_FOUND', message: 'No branch has this BSB' }]);
    const r = rows[0];
    return { bsb: r.bsb, bankName: r.bank, shortName: r.short_name, branchName: r.branch, state: r.state };
  });

  api.get<{ Params: { code: string } }>(`${PAYMENTS}/v1/payee-biller/bpay/lookup/:code`, async (request) => {
    const code = request.params.code.trim();
    if (!/^\d{3,10}$/.test(code)) throw paymentError(400, [{ code: 'BILLER_CODE_INVALID', message: 'A biller code is 3 to 10 digits' }]);
    const { rows } = await db.query<{ biller_code: string; biller_name: string; short_name: string; crn_rule: string }>('select * from bpay_billers where biller_code = $1', [code]);
    if (!rows[0]) throw paymentError(404, [{ code: 'BILLER_NOT_FOUND', message: 'No BPAY biller has this code' }]);
    const r = rows[0];
    return { billerCode: r.biller_code, billerName: r.biller_name, billerShortName: r.short_name, crnCheck: r.crn_rule };
  });

  api.post<{ Body: unknown }>(`${PAYMENTS}/v2/validate`, async (request) => {
    const { input, errors } = parsePayment(request.body);
    const checked = await checkPayment(db, request.scope, input, errors);
    return { paymentAuthorities: checked.signatories.map((p) => authorityJson(checked.signingType, p)) };
  });

  api.post<{ Body: unknown }>(`${PAYMENTS}/v2/payment/save`, async (request, reply) => {
    const { input, errors } = parsePayment(request.body);
    const checked = await checkPayment(db, request.scope, input, errors);
    const parties = selectedParties(checked, input.authorities);
    const { id, replayed } = await savePayment(db, request.scope, input, checked, parties, idempotencyKey(request));
    if (replayed) reply.header('idempotent-replayed', 'true');
    const payment = await visiblePayment(db, request.scope, id);
    return reply.code(replayed ? 200 : 201).send(paymentJson(payment, (await challengesOf(db, [id])).get(id) ?? []));
  });

  api.post<{ Params: { id: string; partyId: string }; Querystring: { verificationMethod?: string } }>(
    `${PAYMENTS}/v2/payment/:id/signature/:partyId/challenge`,
    async (request) => {
      const forced = request.query.verificationMethod;
      if (forced !== undefined && forced !== 'SMS') throw paymentError(400, [{ code: 'BAD_REQUEST', message: 'verificationMethod can only be SMS (MFA off)' }]);
      return sendChallenge(db, request.scope, request.params.id, request.params.partyId, forced === 'SMS');
    },
  );

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
    await runDuePayments(db);
    const view = request.query.view;
    if (view !== undefined && !(view in VIEWS)) throw paymentError(400, [{ code: 'VIEW_INVALID', message: 'view must be awaiting, scheduled or history' }]);
    const size = Math.min(Math.max(Number(request.query.size ?? 50) || 50, 1), 200);
    const page = Math.max(Number(request.query.page ?? 0) || 0, 0);
    const where: string[] = [];
    const params: unknown[] = [];
    if (request.query.accountNumber) {
      const account = await payingAccount(db, request.scope, accountNumberParam(request.query.accountNumber));
      params.push(account.account_id);
      where.push(`p.account_id = $${params.length}`);
    } else {
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
    await runDuePayments(db);
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
    await db.query('delete from scheduled_payments where payment_id = $1', [p.payment_id]);
    await alertSubmitter(db, events, p.payment_id, 'CANCELLED');
    const again = await visiblePayment(db, request.scope, p.payment_id);
    return paymentJson(again, (await challengesOf(db, [p.payment_id])).get(p.payment_id) ?? []);
  });
}
