// The payments calls of 002 §7 (permissions, lookups, validate, save, challenge). Paths under /api/. Every call is
// scoped: an account, payment or payee of another adviser answers 404 like an unknown one.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/index.js';
import { sendChallenge } from './challenges.js';
import { challengesOf, paymentJson, visiblePayment } from './payment-json.js';
import { paymentError, parsePayment } from './payment-model.js';
import { priorPayment, savePayment } from './payment-save.js';
import { authorityJson, canPay, checkPayment, payingAccount, selectedParties } from './payment-store.js';

export const PAYMENTS = '/wealth/payments';

/** 002 §5: the account number of payment calls is at most 12 characters. */
export function accountNumberParam(value: string): string {
  const v = value.trim();
  if (!v || v.length > 12 || !/^[A-Za-z0-9]+$/.test(v)) throw paymentError(400, [{ code: 'ACCOUNT_NUMBER_INVALID', message: 'The account number must be 1 to 12 letters or digits' }]);
  return v;
}

function idempotencyKey(request: FastifyRequest): string | undefined {
  const key = request.headers['idempotency-key'];
  return typeof key === 'string' && key.trim() ? key.trim().slice(0, 200) : undefined;
}

export function registerPaymentRoutes(api: FastifyInstance, db: Db): void {
  api.get<{ Params: { accountNumber: string } }>(`${PAYMENTS}/v2/permissions/access/:accountNumber`, async (request) => {
    const account = await payingAccount(db, request.scope, accountNumberParam(request.params.accountNumber));
    return { accountNumber: account.account_number, hasAccess: canPay(request.scope, account), access: account.permission ?? 'NONE' };
  });

  api.get<{ Params: { account: string } }>(`${PAYMENTS}/v2/payment-permissions/:account`, async (request, reply) => {
    const account = await payingAccount(db, request.scope, accountNumberParam(request.params.account));
    reply.header('cache-control', 'no-store');
    return {
      accountNumber: account.account_number,
      productCode: account.product_code,
      access: account.permission ?? 'NONE',
      canMakePayment: canPay(request.scope, account) && account.account_type === 'CASH' && account.account_status === 'Active',
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
    const key = idempotencyKey(request);
    // A replay answers the first save before the rules run again (that save may have saved its payee).
    const replay = errors.length === 0 ? await priorPayment(db, request.scope, input, key) : null;
    if (replay) {
      reply.header('idempotent-replayed', 'true');
      return reply.code(200).send(paymentJson(await visiblePayment(db, request.scope, replay), (await challengesOf(db, [replay])).get(replay) ?? []));
    }
    const checked = await checkPayment(db, request.scope, input, errors);
    const parties = selectedParties(checked, input.authorities);
    const { id, replayed } = await savePayment(db, request.scope, input, checked, parties, key);
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

}
