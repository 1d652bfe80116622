// The task-centre calls (002 §7 Request Centre): search, one case, follow-up responses, initiators, summary, the
// indexation table and document uploads. Every per-case call answers 404 for a case outside the user's scope.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/index.js';
import { badRequest, conflict, forbidden } from '../../http/http-error.js';
import type { SandboxServices } from '../define-routes.js';
import { CASE_COLUMNS, TASK_STATUSES, documentJson, isOpen, type CaseRow, type DocumentRow } from './case-model.js';
import { SORT_COLUMNS, intentJson, searchCases, visibleCase, type SortBy } from './case-read.js';
import { FILES_BODY_LIMIT, filesIn, objectBody, optionalText, readable, textList, requiredText } from './body-checks.js';
import { addHistory, nextItem } from './case-write.js';
import { INDEXATION, indexationJson } from './indexation.js';

export const TASKS = '/wealth/task-centre/v1/tasks';
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function intParam(value: string | undefined, name: string, min: number, max: number, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) throw badRequest(`${name} must be a whole number from ${min} to ${max}`);
  return n;
}

function statusList(value: unknown, name: string): string[] | undefined {
  const list = textList(value, name);
  const unknown = list?.filter((s) => !(TASK_STATUSES as readonly string[]).includes(s.toUpperCase()));
  if (unknown?.length) throw badRequest(`${name}: unknown task status ${unknown.join(', ')}`);
  return list?.map((s) => s.toUpperCase());
}

function dayParam(value: unknown, name: string): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string' || !DAY.test(value) || Number.isNaN(Date.parse(value))) throw badRequest(`${name} must be a date yyyy-MM-dd`);
  return value;
}

/** adviser_codes narrow the user's entity keys; one that is not the user's is 403, never silently dropped. */
function scopeKeys(request: FastifyRequest, asked: string[] | undefined): string[] {
  if (!asked?.length) return request.scope.entityKeys;
  const mine = new Set(request.scope.entityKeys);
  const foreign = asked.filter((k) => !mine.has(k));
  if (foreign.length) throw forbidden(`Not your adviser entities: ${foreign.join(', ')}`);
  return asked;
}

async function userName(db: Db, mac: string): Promise<string> {
  const { rows } = await db.query<{ name: string }>(`select first_name || ' ' || last_name as name from users where mac = $1`, [mac]);
  return rows[0]?.name ?? mac;
}

export function registerTaskRoutes(api: FastifyInstance, db: Db, _services: SandboxServices): void {
  api.post<{ Querystring: Record<string, string | undefined>; Body: unknown }>(`${TASKS}/search`, async (request) => {
    const q = request.query;
    const b = request.body === undefined || request.body === null ? {} : objectBody(request.body);
    const sortBy = (q['sort-by'] ?? 'updated_date') as SortBy;
    if (!(sortBy in SORT_COLUMNS)) throw badRequest(`sort-by must be one of ${Object.keys(SORT_COLUMNS).join(', ')}`);
    const sortOrder = q['sort-order'] ?? 'desc';
    if (sortOrder !== 'asc' && sortOrder !== 'desc') throw badRequest('sort-order must be asc or desc');
    const keyword = optionalText(b.keyword, 'keyword', 100) ?? undefined;
    const data = await searchCases(db, {
      entityKeys: scopeKeys(request, textList(b.adviser_codes, 'adviser_codes')),
      keyword,
      fromDate: dayParam(b.from_date, 'from_date'),
      initiatorMacs: textList(b.initiator_macs, 'initiator_macs'),
      requestNames: textList(b.request_names, 'request_names', 120),
      eventNames: textList(b.event_names, 'event_names', 120),
      statuses: statusList(b.status, 'status'),
      sortBy,
      sortOrder,
      page: intParam(q.page, 'page', 0, 100_000, 0),
      size: intParam(q.size, 'size', 1, 100, 25),
    });
    return { data };
  });

  /** The people who created the user's visible cases, the user first (002 §2 Created-by filter). */
  api.get(`${TASKS}/initiators`, async (request) => {
    const { rows } = await db.query<{ initiator_mac: string; initiator_name: string }>(
      `select initiator_mac, min(initiator_name) as initiator_name from cases c
        where c.entity_keys && $1::text[] and c.initiator_mac <> $2 group by initiator_mac order by 2, 1`,
      [request.scope.entityKeys, request.auth.mac],
    );
    const me = { label: await userName(db, request.auth.mac), value: request.auth.mac, current_user: true };
    return { data: { options: [me, ...rows.map((r) => ({ label: r.initiator_name, value: r.initiator_mac, current_user: false }))] } };
  });

  api.post<{ Body: unknown }>(`${TASKS}/summary`, async (request) => {
    const b = objectBody(request.body);
    const awaiting = statusList(b.awaiting_statuses, 'awaiting_statuses') ?? [];
    const inProgress = statusList(b.in_progress_statuses, 'in_progress_statuses') ?? [];
    const initiatedBy = b.initiated_by ?? 'ALL';
    if (initiatedBy !== 'ALL' && initiatedBy !== 'ME') throw badRequest('initiated_by must be ALL or ME');
    const fromDate = dayParam(b.from_date, 'from_date');
    let lastLogin: Date | null = null;
    if (b.last_login_date_time !== undefined && b.last_login_date_time !== null && b.last_login_date_time !== '') {
      lastLogin = typeof b.last_login_date_time === 'string' ? new Date(b.last_login_date_time) : new Date(NaN);
      if (Number.isNaN(lastLogin.getTime())) throw badRequest('last_login_date_time must be an ISO timestamp');
    }
    const list = async (extra: string, value: unknown) => {
      const { rows } = await db.query<CaseRow & { api_status: string }>(
        `select ${CASE_COLUMNS} from cases c
          where c.entity_keys && $1::text[] and ($2::text is null or c.initiator_mac = $2)
            and ($3::date is null or c.updated_date >= ($3::date::timestamp at time zone 'Australia/Sydney')) and ${extra}
          order by c.updated_date desc, c.intent_id desc limit 10`,
        [request.scope.entityKeys, initiatedBy === 'ME' ? request.auth.mac : null, fromDate ?? null, value],
      );
      return rows.map((r) => ({
        request_type: r.intent_name,
        request_id: r.intent_id,
        approval_id: r.approval_id,
        requestor_name: r.initiator_name,
        request_created_datetime: new Date(r.created_date).toISOString(),
        request_status: r.status,
        api_status: r.api_status,
      }));
    };
    return {
      data: {
        awaiting: awaiting.length ? await list('c.status = any($4::text[])', awaiting) : [],
        in_progress: inProgress.length ? await list('c.status = any($4::text[])', inProgress) : [],
        recent_updated: lastLogin ? await list('c.updated_date > $4::timestamptz', lastLogin) : [],
      },
    };
  });

  api.get(`/wealth/task-centre/v1/indexation`, async () => ({ data: INDEXATION.map(indexationJson) }));

  api.get<{ Params: { intentId: string } }>(`${TASKS}/:intentId`, async (request) => {
    const row = await visibleCase(db, request.scope.entityKeys, request.params.intentId);
    return { data: { intent: await intentJson(db, row) } };
  });

  api.patch<{ Params: { id: string }; Body: unknown }>(`${TASKS}/:id/follow-ups`, async (request) => {
    const row = await visibleCase(db, request.scope.entityKeys, request.params.id);
    const b = objectBody(request.body);
    const list = b.followUpResponses;
    if (!Array.isArray(list) || list.length === 0 || list.length > 20) throw badRequest('followUpResponses must list 1 to 20 responses');
    const responses = list.map((r, i) => {
      const o = objectBody(r, () => badRequest(`followUpResponses[${i}] must be an object`));
      return {
        id: requiredText(o.followUpId, `followUpResponses[${i}].followUpId`, 64),
        content: readable(requiredText(o.responseContent, `followUpResponses[${i}].responseContent`, 4000), `followUpResponses[${i}].responseContent`),
        documentIds: textList(o.documentIds, `followUpResponses[${i}].documentIds`, 64) ?? [],
      };
    });
    if (new Set(responses.map((r) => r.id)).size !== responses.length) throw badRequest('a follow-up is answered twice');
    const name = await userName(db, request.auth.mac);
    const now = new Date();
    await db.transaction(async (tx) => {
      const found = new Map(
        (await tx.query<{ id: string; status: string }>('select id, status from case_follow_ups where intent_id = $1 and id = any($2::text[]) for update', [row.intent_id, responses.map((r) => r.id)]))
          .rows.map((f) => [f.id, f.status]),
      );
      const docs = new Set((await tx.query<{ document_id: string }>('select document_id from case_documents where intent_id = $1', [row.intent_id])).rows.map((d) => d.document_id));
      for (const r of responses) {
        if (!found.has(r.id)) throw badRequest(`followUpId ${r.id} is not a follow-up of this request`);
        if (found.get(r.id) !== 'Pending') throw conflict(`follow-up ${r.id} is not pending (${found.get(r.id)})`);
        const stray = r.documentIds.filter((d) => !docs.has(d));
        if (stray.length) throw badRequest(`documentIds: not documents of this request: ${stray.join(', ')}`);
      }
      for (const r of responses) {
        await tx.query(
          `update case_follow_ups set status = 'Responded', response_content = $2, responded_by = $3, responded_at = $4,
                  response_received_channel = 'Adviser Online', document_ids = $5::text[]
            where id = $1`,
          [r.id, r.content, name, now, r.documentIds],
        );
        if (r.documentIds.length) await tx.query(`update case_documents set kind = 'follow_up' where document_id = any($1::text[])`, [r.documentIds]);
      }
      await tx.query(`update cases set status = 'INPROGRESS', updated_date = $2 where intent_id = $1`, [row.intent_id, now]);
      await addHistory(tx, row.intent_id, { type: 'INPROGRESS', at: now, follow_up_ids: responses.map((r) => r.id) });
    });
    return { data: { caseId: row.case_id, caseStatus: 'INPROGRESS' }, meta: { serverTime: now.toISOString() } };
  });

  api.post<{ Params: { intentId: string }; Body: unknown }>(`${TASKS}/:intentId/documents`, { bodyLimit: FILES_BODY_LIMIT }, async (request) => {
    const row = await visibleCase(db, request.scope.entityKeys, request.params.intentId);
    const files = filesIn(objectBody(request.body).files, 'files');
    if (!isOpen(row.status)) throw conflict(`request ${row.intent_id} is ${row.status}: no more documents`);
    const name = await userName(db, request.auth.mac);
    const documents = await db.transaction(async (tx) => {
      const out: DocumentRow[] = [];
      for (const f of files) {
        const id = await nextItem(tx, 'DOC');
        const { rows } = await tx.query<DocumentRow>(
          `insert into case_documents (document_id, intent_id, document_name, content_type, size, content, uploaded_at, uploaded_by)
           values ($1, $2, $3, $4, $5, decode($6, 'base64'), now(), $7)
           returning document_id, document_name, content_type, size, uploaded_at, uploaded_by, kind, malware`,
          [id, row.intent_id, f.file_name, f.content_type, f.content.length, f.content.toString('base64'), name],
        );
        out.push(rows[0]);
      }
      await tx.query('update cases set updated_date = now() where intent_id = $1', [row.intent_id]);
      return out;
    });
    return { data: { documents: documents.map(documentJson) } };
  });
}
