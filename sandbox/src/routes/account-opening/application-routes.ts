// The account opening calls (sandbox/README.md "Account opening"): the products the user may open, the
// applications of the advisers they act for, and an application's draft, submission, cancel, resend and documents.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/index.js';
import { badRequest, conflict } from '../../http/http-error.js';
import type { RequestOf } from '../../http/route-schema.js';
import type { SandboxServices } from '../define-routes.js';
import { filesIn, FILES_BODY_LIMIT } from '../request-centre/body-checks.js';
import { sydneyToday } from '../shared/balances-as-at.js';
import { adviserFeePart, ageOn, clientPart, linkedAccountPart, missingParts, optionsPart, STEPS } from './application-rules.js';
import {
  applicationJson, COLUMNS, documentsOf, expireDue, EXPIRY_DAYS, FROM, idempotencyReused, moveApplication, visibleApplication,
  type ApplicationRow, type Status,
} from './application-store.js';
import { offeredProducts, PRODUCT_RULES, PRODUCTS, type Product } from './products.js';
import { schemas } from './schemas.js';

export const BASE = '/wealth/onboarding/v1';

interface UserProducts { brand_products: string[] }

/** The products the user's brand offers them, each with the adviser entity an account would be opened under. */
async function productsOf(db: Db, request: FastifyRequest) {
  const { rows } = await db.query<UserProducts>(
    `select coalesce(array(select jsonb_array_elements_text(supported_brand_products -> brand)), '{}') as brand_products from users where mac = $1`,
    [request.auth.mac],
  );
  const keys = request.scope.directKeys;
  const entities = (await db.query<{ entity_key: string; product_type: string }>(
    'select entity_key, product_type from adviser_entities where entity_key = any($1::text[]) order by entity_key', [keys],
  )).rows;
  return offeredProducts(rows[0]?.brand_products ?? []).flatMap((product) => {
    const entity = entities.find((e) => e.product_type === PRODUCT_RULES[product].entity);
    return entity ? [{ product, entityKey: entity.entity_key }] : [];
  });
}

function clientName(client: ReturnType<typeof clientPart>, existing: string | null): string {
  if ('new' in client) return `${client.new.first_name} ${client.new.last_name}`;
  return existing ?? '';
}

const fingerprintOf = (row: ApplicationRow) =>
  createHash('sha256').update(JSON.stringify([row.application_id, row.client, row.options, row.linked_account, row.adviser_fee])).digest('hex');

export function registerApplicationRoutes(api: FastifyInstance, db: Db, { events }: SandboxServices): void {
  const answer = async (row: ApplicationRow) => ({ data: applicationJson(row, await documentsOf(db, row.application_id)) });
  const visible = async (request: FastifyRequest, id: string) => {
    await expireDue(db, events);
    return visibleApplication(db, request.scope.entityKeys, id);
  };

  api.get(`${BASE}/products`, { schema: schemas[`GET ${BASE}/products`] }, async (request) => {
    const products = await productsOf(db, request);
    return {
      data: products.map(({ product }) => {
        const r = PRODUCT_RULES[product];
        return { product, adviser_fee: r.adviserFee, min_amount: r.minAmount, max_amount: r.maxAmount, amount_required: r.amountRequired, min_age: r.minAge };
      }),
    };
  });

  api.get<RequestOf<(typeof schemas)[`GET ${typeof BASE}/applications`]>>(`${BASE}/applications`, { schema: schemas[`GET ${BASE}/applications`] }, async (request) => {
    await expireDue(db, events);
    const status = request.query.status ? String(request.query.status).split(',').map((s) => s.trim()).filter(Boolean) : null;
    const { rows } = await db.query<ApplicationRow>(
      `select ${COLUMNS} from ${FROM} where a.entity_key = any($1::text[]) and ($2::text[] is null or a.status = any($2::text[]))
        order by a.updated_at desc, a.application_id desc limit 200`,
      [request.scope.entityKeys, status],
    );
    return { data: rows.map((r) => applicationJson(r)) };
  });

  api.post<RequestOf<(typeof schemas)[`POST ${typeof BASE}/applications`]>>(`${BASE}/applications`, { schema: schemas[`POST ${BASE}/applications`] }, async (request, reply) => {
    const product = request.body.product as Product;
    const offered = (await productsOf(db, request)).find((p) => p.product === product);
    if (!offered) throw badRequest(`product ${product} is not one you may open accounts in`);
    const { rows } = await db.query<{ application_id: string }>(
      `insert into applications (application_id, product, created_by, entity_key, expires_at)
       values ('APP' || nextval('application_numbers'), $1, $2, $3, now() + interval '${EXPIRY_DAYS} days') returning application_id`,
      [product, request.auth.mac, offered.entityKey],
    );
    reply.code(201);
    return answer(await visibleApplication(db, request.scope.entityKeys, rows[0].application_id));
  });

  api.get<{ Params: { applicationId: string } }>(`${BASE}/applications/:applicationId`, { schema: schemas[`GET ${BASE}/applications/:applicationId`] }, async (request) =>
    answer(await visible(request, request.params.applicationId)));

  api.put<{ Params: { applicationId: string }; Body: Record<string, unknown> }>(`${BASE}/applications/:applicationId`, { schema: schemas[`PUT ${BASE}/applications/:applicationId`] }, async (request) => {
    const row = await visible(request, request.params.applicationId);
    if (row.status !== 'DRAFT') throw conflict(`application ${row.application_id} is no longer a draft`);
    const b = request.body ?? {};
    const sets: string[] = [];
    const values: unknown[] = [row.application_id];
    const set = (column: string, value: unknown, cast = '') => { values.push(value); sets.push(`${column} = $${values.length}${cast}`); };
    if (b.step !== undefined) {
      if (!STEPS.includes(b.step as (typeof STEPS)[number])) throw badRequest(`step must be one of ${STEPS.join(', ')}`);
      set('step', b.step);
    }
    if (b.client !== undefined) {
      const client = clientPart(b.client, row.product, sydneyToday());
      let existing: string | null = null;
      if ('contact_id' in client) {
        const { rows } = await db.query<{ name: string }>(
          `select coalesce(organisation_name, trim(coalesce(first_name, '') || ' ' || coalesce(last_name, ''))) as name from clients where contact_id = $1 and entity_key = any($2::text[])`,
          [client.contact_id, request.scope.entityKeys],
        );
        if (!rows[0]) throw badRequest('client.contact_id is not a client of the advisers you act for');
        existing = rows[0].name;
      }
      set('client', JSON.stringify(client), '::jsonb');
      set('client_name', clientName(client, existing));
    }
    if (b.options !== undefined) set('options', JSON.stringify(optionsPart(b.options, row.product)), '::jsonb');
    if (b.linked_account !== undefined) set('linked_account', JSON.stringify(linkedAccountPart(b.linked_account)), '::jsonb');
    if (b.adviser_fee !== undefined) set('adviser_fee', JSON.stringify(adviserFeePart(b.adviser_fee, row.product)), '::jsonb');
    await db.query(
      `update applications set ${[...sets, 'updated_at = now()', `expires_at = now() + interval '${EXPIRY_DAYS} days'`].join(', ')} where application_id = $1 and status = 'DRAFT'`,
      values,
    );
    return answer(await visibleApplication(db, request.scope.entityKeys, row.application_id));
  });

  // Submitting sends the application to the client to sign. The Idempotency-Key binds the submission: the same key
  // again answers the application as it is now (replayed), so a double press or a retry never submits twice.
  api.post<{ Params: { applicationId: string } }>(`${BASE}/applications/:applicationId/submit`, { schema: schemas[`POST ${BASE}/applications/:applicationId/submit`] }, async (request, reply) => {
    const raw = request.headers['idempotency-key'];
    const key = typeof raw === 'string' && raw.trim() ? raw.trim() : undefined;
    if (key && key.length > 100) throw badRequest('Idempotency-Key must be at most 100 characters');
    const row = await visible(request, request.params.applicationId);
    if (key) {
      const { rows } = await db.query<{ application_id: string }>('select application_id from applications where created_by = $1 and idempotency_key = $2', [request.auth.mac, key]);
      if (rows[0] && rows[0].application_id !== row.application_id) throw idempotencyReused();
      if (rows[0]) {
        reply.header('idempotent-replayed', 'true');
        // As it is now: `row` may have been read before a concurrent submit with this key moved it.
        return answer(await visibleApplication(db, request.scope.entityKeys, row.application_id));
      }
    }
    if (row.status !== 'DRAFT') throw conflict(`application ${row.application_id} is ${row.status.toLowerCase().replace(/_/g, ' ')}`);
    const missing = missingParts(row);
    if (missing.length) throw badRequest(`the application is not complete: ${missing.join(', ')} missing`);
    const born = (row.client.new as { date_of_birth?: string } | undefined)?.date_of_birth;
    if (born && ageOn(born, sydneyToday()) < PRODUCT_RULES[row.product].minAge) {
      throw badRequest(`client.new.date_of_birth: the client must be at least ${PRODUCT_RULES[row.product].minAge} to open this account`);
    }
    try {
      const moved = await moveApplication(db, events, row.application_id, ['DRAFT'], 'AWAITING_CLIENT_SIGNATURE',
        `submitted_at = now(), sent_at = now(), sends = 1, step = 'review', expires_at = now() + interval '${EXPIRY_DAYS} days', idempotency_key = $4, idempotency_fingerprint = $5`,
        [key ?? null, fingerprintOf(row)]);
      return answer(moved);
    } catch (e) {
      // A concurrent submit with the same key won the update: answer as its replay.
      if (key && (e as { status?: number }).status === 409) {
        const again = await visibleApplication(db, request.scope.entityKeys, row.application_id);
        const { rows } = await db.query('select 1 from applications where application_id = $1 and created_by = $2 and idempotency_key = $3', [row.application_id, request.auth.mac, key]);
        if (rows.length) { reply.header('idempotent-replayed', 'true'); return answer(again); }
      }
      throw e;
    }
  });

  api.post<{ Params: { applicationId: string } }>(`${BASE}/applications/:applicationId/cancel`, { schema: schemas[`POST ${BASE}/applications/:applicationId/cancel`] }, async (request) => {
    const row = await visible(request, request.params.applicationId);
    const open: Status[] = ['DRAFT', 'AWAITING_CLIENT_SIGNATURE', 'SUBMITTED', 'AWAITING_DOCUMENTS'];
    return answer(await moveApplication(db, events, row.application_id, open, 'CANCELLED', 'decided_at = now()'));
  });

  api.post<{ Params: { applicationId: string } }>(`${BASE}/applications/:applicationId/resend`, { schema: schemas[`POST ${BASE}/applications/:applicationId/resend`] }, async (request) => {
    const row = await visible(request, request.params.applicationId);
    return answer(await moveApplication(db, events, row.application_id, ['AWAITING_CLIENT_SIGNATURE'], 'AWAITING_CLIENT_SIGNATURE',
      `sent_at = now(), sends = sends + 1, expires_at = now() + interval '${EXPIRY_DAYS} days'`));
  });

  api.post<{ Params: { applicationId: string }; Body: { files?: unknown } }>(
    `${BASE}/applications/:applicationId/documents`,
    { bodyLimit: FILES_BODY_LIMIT, schema: schemas[`POST ${BASE}/applications/:applicationId/documents`] },
    async (request) => {
      const row = await visible(request, request.params.applicationId);
      const files = filesIn((request.body ?? {}).files, 'files');
      if (row.status !== 'AWAITING_DOCUMENTS' && row.status !== 'SUBMITTED') throw conflict(`application ${row.application_id} is ${row.status.toLowerCase().replace(/_/g, ' ')}: no documents are asked for`);
      const { rows: who } = await db.query<{ name: string }>("select first_name || ' ' || last_name as name from users where mac = $1", [request.auth.mac]);
      await db.transaction(async (tx) => {
        for (const f of files) {
          await tx.query(
            `insert into application_documents (document_id, application_id, document_name, content_type, size, content, uploaded_by)
             values ('ADOC' || nextval('application_numbers'), $1, $2, $3, $4, decode($5, 'base64'), $6)`,
            [row.application_id, f.file_name, f.content_type, f.content.length, f.content.toString('base64'), who[0]?.name ?? request.auth.mac],
          );
        }
        await tx.query('update applications set updated_at = now() where application_id = $1', [row.application_id]);
      });
      return answer(await visibleApplication(db, request.scope.entityKeys, row.application_id));
    },
  );
}

export { PRODUCTS };
