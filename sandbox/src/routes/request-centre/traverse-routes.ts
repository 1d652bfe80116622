// The traverse intent calls (002 §7): cancel, rc-create, resend authorisation, signed document, validations.
// Errors are `{ errors: [{ code, message }] }` (validations: `{ error }`, as 002 §7 reads it).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/index.js';
import type { SandboxServices } from '../define-routes.js';
import { visibleAccounts } from '../shared/visible-accounts.js';
import { alertInitiator } from './case-alerts.js';
import { isOpen } from './case-model.js';
import { visibleCase } from './case-read.js';
import {
  FILES_BODY_LIMIT, codedBadRequest, codedNotFound, fileIn, filesIn, freeText, objectBody, optionalText, requiredText, upstreamError,
} from './body-checks.js';
import {
  accountsByNumber, caseAccount, caseIdOf, intentIdOf, nextIds, nextItem, setStatus, statusAfterApproval, writeCases, type NewCase,
} from './case-write.js';
import { indexationRow, isGeneral, productTypeOf } from './indexation.js';
import { SENDS_PER_WINDOW, SOFT_LOCK_MINUTES } from './modify-routes.js';
import { validate } from './validations.js';

const TRAVERSE = '/wealth/traverse';

/** 002 §3: an adviser may not cancel a finished case. */
export const NOT_CANCELLABLE: ReadonlySet<string> = new Set(['COMPLETED', 'CANCELLED', 'DECLINED', 'FAILED', 'RECLASSIFIED']);

const caseOf = (db: Db, request: FastifyRequest, intentId: string) => visibleCase(db, request.scope.entityKeys, intentId, codedNotFound);

export async function userName(db: Pick<Db, 'query'>, mac: string): Promise<string> {
  const { rows } = await db.query<{ name: string }>(`select first_name || ' ' || last_name as name from users where mac = $1`, [mac]);
  return rows[0]?.name ?? mac;
}

/** SLA in business days by category (ours): general requests 10, the rest 5. */
export const slaDays = (general: boolean) => (general ? 10 : 5);

/** The Sydney day `days` business days after today (weekends and the store's public holidays skipped). */
export async function businessDaysFrom(db: Pick<Db, 'query'>, days: number): Promise<string> {
  const { rows } = await db.query<{ day: string }>(
    `select d::date::text as day from generate_series((now() at time zone 'Australia/Sydney')::date + 1,
            (now() at time zone 'Australia/Sydney')::date + $1 * 3 + 10, interval '1 day') as d
      where extract(isodow from d) < 6 and not exists (select 1 from public_holidays h where h.date = d::date)
      order by d offset $1 - 1 limit 1`,
    [days],
  );
  return rows[0].day;
}

export function registerTraverseRoutes(api: FastifyInstance, db: Db, { events }: SandboxServices): void {
  api.post<{ Params: { intentId: string } }>(`${TRAVERSE}/v1/intent/cancel/:intentId`, async (request) => {
    const row = await caseOf(db, request, request.params.intentId);
    if (NOT_CANCELLABLE.has(row.status)) {
      throw upstreamError(409, 'INTENT_NOT_CANCELLABLE', `Request ${row.intent_id} is ${row.status} and can't be cancelled`);
    }
    const name = await userName(db, request.auth.mac);
    await db.transaction(async (tx) => {
      await setStatus(tx, row.intent_id, 'CANCELLED', {
        reason: 'CANCELLED_BY_ADVISER',
        updateDetail: { code: 'CANCELLED_BY_ADVISER', message: 'Cancelled by the adviser', user_name: name },
      });
    });
    await alertInitiator(db, events, row, { kind: 'status', status: 'CANCELLED' });
    return { data: { intent_id: row.intent_id, status: 'CANCELLED' } };
  });

  api.post<{ Body: unknown }>(`${TRAVERSE}/v2/intent/rc-create`, { bodyLimit: FILES_BODY_LIMIT }, async (request) => {
    const b = objectBody(request.body, codedBadRequest);
    const accountNumber = requiredText(b.account_number, 'account_number', 24, codedBadRequest);
    const clientId = optionalText(b.client_id, 'client_id', 24, codedBadRequest);
    const row = indexationRow(requiredText(b.indexation_id, 'indexation_id', 16, codedBadRequest));
    if (!row) throw codedBadRequest('indexation_id is not a row of the indexation table');
    for (const [field, expected] of [['category', row.category], ['sub_category', row.subCategory], ['process', row.process]] as const) {
      if (requiredText(b[field], field, 200, codedBadRequest) !== expected) throw codedBadRequest(`${field} does not match indexation row ${row.id} ('${expected}')`);
    }
    const subprocess = optionalText(b.subprocess, 'subprocess', 200, codedBadRequest);
    if (subprocess !== null && subprocess !== row.subprocess) throw codedBadRequest(`subprocess does not match indexation row ${row.id} ('${row.subprocess}')`);
    const additional = freeText(b.additional_information, 'additional_information', 4000, codedBadRequest);
    const files = filesIn(b.files, 'files', codedBadRequest, false);

    const visible = (await visibleAccounts(db, request.scope, [accountNumber])).get(accountNumber);
    if (!visible || visible.account_number !== accountNumber) throw upstreamError(404, 'ACCOUNT_NOT_FOUND', 'No such account');
    const account = (await accountsByNumber(db, [accountNumber])).get(accountNumber)!;
    const type = productTypeOf(account);
    if (!type || !row.allowedProductTypes.includes(type)) throw upstreamError(422, 'REQUEST_NOT_AVAILABLE', `${row.process} is not available for this account`);
    if (clientId) {
      const { rows } = await db.query(
        'select 1 from clients where contact_id = $1 and (entity_key = any($2::text[]) or contact_id = $3)',
        [clientId, request.scope.entityKeys, account.client_id],
      );
      if (!rows.length) throw upstreamError(404, 'CLIENT_NOT_FOUND', 'No such client');
    }

    const name = await userName(db, request.auth.mac);
    const general = isGeneral(row);
    const sla = `${slaDays(general)} business days`;
    const eta = await businessDaysFrom(db, slaDays(general));
    const now = new Date();
    const created = await db.transaction(async (tx) => {
      const ids = await nextIds(tx);
      const intentId = intentIdOf(ids.intent);
      const documents = [];
      for (const f of files) {
        documents.push({ document_id: await nextItem(tx, 'DOC'), document_name: f.file_name, content_type: f.content_type, content: f.content, uploaded_at: now, uploaded_by: name });
      }
      const c: NewCase = {
        intent_id: intentId,
        case_id: caseIdOf(ids.caseNo),
        intent_name: row.process,
        event_name: row.process.toUpperCase().replace(/[^A-Z0-9]+/g, '_'),
        event_type: 'REQUEST_CENTRE',
        status: 'SUBMITTED',
        api_status: 'success',
        initiator_mac: request.auth.mac,
        initiator_name: name,
        request_source: 'Adviser Online',
        description: `${row.subCategory} (${row.subprocess})`,
        indexation_id: row.id,
        created_date: now,
        updated_date: now,
        payload: {
          account_details: [caseAccount(account)],
          adviser_codes: account.primary_key ? [{ adviser_code: account.primary_key, dealer_code: account.dealer_code, adviser_name: account.adviser_name }] : [],
          create_request_type: 'REQUEST_CENTRE',
          ...(clientId ? { client_id: clientId } : {}),
          ...(additional ? { additional_information: additional } : {}),
          eta,
        },
        meta: {
          online_request_name: row.subCategory,
          subprocess_name: row.subprocess,
          product_code: account.product_code,
          business_venture: account.business_venture,
          sla,
          eta,
          category: row.category,
          attachment_status: [],
        },
        entity_keys: account.entity_keys,
        history: [{ type: 'SUBMITTED', at: now }],
        documents,
      };
      await writeCases(tx, [c]);
      return c;
    });
    const stored = await visibleCase(db, request.scope.entityKeys, created.intent_id);
    await alertInitiator(db, events, stored, { kind: 'created' });
    return {
      data: {
        rcCreateResponseDetails: {
          caseID: created.case_id,
          intentId: created.intent_id,
          requestId: created.case_id,
          isGeneralRequestType: general,
          createdDateTime: now.toISOString(),
          sla,
          eta,
          result: 'success',
        },
      },
      meta: { serverTime: new Date().toISOString() },
    };
  });

  api.post<{ Params: { intentId: string; activityId: string } }>(
    `${TRAVERSE}/v1/intent/authorisation/notification/resend/:intentId/:activityId`,
    async (request) => {
      if (request.headers['dealer-access'] !== 'true') throw codedBadRequest('send the dealer-access: true header');
      const row = await caseOf(db, request, request.params.intentId);
      const { rows } = await db.query<{ status: string; otp_locked: boolean; recent: number }>(
        `select status, otp_locked, (select count(*) from unnest(resent_at) t where t > now() - make_interval(mins => $3)) as recent
           from case_authorisers where intent_id = $1 and activity_id = $2`,
        [row.intent_id, request.params.activityId, SOFT_LOCK_MINUTES],
      );
      if (!rows[0]) throw upstreamError(404, 'ACTIVITY_NOT_FOUND', 'No such authorisation on this request');
      const status = rows[0].status;
      if (status === 'APPROVED') throw upstreamError(409, 'ACTIVITY_ALREADY_ACTIONED_COMPLETED', 'The authoriser has already approved');
      if (status === 'DECLINED') throw upstreamError(409, 'ACTIVITY_ALREADY_ACTIONED_DECLINED', 'The authoriser has already declined');
      if (status === 'CANCELLED' || !isOpen(row.status)) throw upstreamError(409, 'ACTIVITY_CANCELLED', 'This authorisation is no longer open');
      // The same locks as a pega resend (modify-routes.ts): the authoriser's ID locked, or sent too often.
      if (rows[0].otp_locked) throw upstreamError(423, 'ACCOUNT_OTP_LOCKED', "The authoriser's ID is locked");
      if (Number(rows[0].recent) >= SENDS_PER_WINDOW) throw upstreamError(429, 'RESEND_CHALLENGE_SOFT_LOCK', `Try again after ${SOFT_LOCK_MINUTES} minutes`);
      await db.query(
        `update case_authorisers set updated_at = now(), expire_by = now() + interval '30 days',
                resent_at = (array_append(resent_at, now()))[greatest(1, cardinality(resent_at) - 3):]
          where activity_id = $1`,
        [request.params.activityId],
      );
      return { data: { result: 'success' } };
    },
  );

  api.post<{ Body: unknown }>(`${TRAVERSE}/v1/intent/signed_document`, { bodyLimit: FILES_BODY_LIMIT }, async (request) => {
    const b = objectBody(request.body, codedBadRequest);
    const intentId = requiredText(b.intent_id, 'intent_id', 64, codedBadRequest);
    const file = fileIn(b, 'the signed document', codedBadRequest);
    const row = await caseOf(db, request, intentId);
    if (!isOpen(row.status)) throw upstreamError(409, 'INTENT_NOT_ACTIONABLE', `Request ${row.intent_id} is ${row.status}`);
    const name = await userName(db, request.auth.mac);
    const result = await db.transaction(async (tx) => {
      const id = await nextItem(tx, 'DOC');
      await tx.query(
        `insert into case_documents (document_id, intent_id, document_name, content_type, size, content, uploaded_at, uploaded_by, kind)
         values ($1, $2, $3, $4, $5, decode($6, 'base64'), now(), $7, 'signed')`,
        [id, row.intent_id, file.file_name, file.content_type, file.content.length, file.content.toString('base64'), name],
      );
      const moved = (await tx.query<{ authoriser_name: string }>(
        `update case_authorisers set status = 'APPROVED', updated_at = now() where intent_id = $1 and status = 'PENDING_DOC_UPLOAD'
         returning authoriser_name`,
        [row.intent_id],
      )).rows.map((r) => r.authoriser_name);
      let status: string | null = null;
      if (moved.length) {
        status = await statusAfterApproval(tx, row.intent_id);
        await setStatus(tx, row.intent_id, status, { authorisers: moved });
      } else await tx.query('update cases set updated_date = now() where intent_id = $1', [row.intent_id]);
      return { id, status };
    });
    if (result.status) await alertInitiator(db, events, row, { kind: 'status', status: result.status });
    return { data: { id: result.id, result: 'success', intent_id: row.intent_id }, meta: { server_time: new Date().toISOString() } };
  });

  api.get<{ Params: { process: string; accountNumber: string }; Querystring: { badge?: string } }>(
    `${TRAVERSE}/v1/intent/validations/:process/:accountNumber`,
    async (request, reply) => {
      const visible = (await visibleAccounts(db, request.scope, [request.params.accountNumber])).get(request.params.accountNumber);
      if (!visible) throw upstreamError(404, 'ACCOUNT_NOT_FOUND', 'No such account');
      const errors = await validate(db, request.scope.entityKeys, request.params.process, request.params.accountNumber);
      if (!errors.length) return { data: { valid: true } };
      if (errors.length === 1) return reply.code(422).send({ error: errors[0] });
      return reply.code(422).send({ error: { code: 'MULTI_ERRORS', message: 'The request can not be raised', errors } });
    },
  );
}

