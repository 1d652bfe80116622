// Reading cases under the user's scope: the search page (one statement: the page and its count), one case with
// everything hanging off it, and the per-case guard (another user's case is 404 on every call).
import type { Db } from '../../db/index.js';
import { HttpError, notFound } from '../../http/http-error.js';
import { SqlParams } from '../shared/sql-params.js';
import {
  CASE_COLUMNS, authoriserJson, caseJson, documentJson, followUpJson, historyJson,
  type AuthoriserRow, type CaseRow, type DocumentRow, type FollowUpRow, type HistoryRow,
} from './case-model.js';

export const SORT_COLUMNS = { updated_date: 'c.updated_date', created_date: 'c.created_date', intent_name: 'c.intent_name', status: 'c.status' } as const;
export type SortBy = keyof typeof SORT_COLUMNS;

export interface CaseSearch {
  entityKeys: string[];
  keyword?: string;
  fromDate?: string;
  initiatorMacs?: string[];
  requestNames?: string[];
  eventNames?: string[];
  statuses?: string[];
  sortBy: SortBy;
  sortOrder: 'asc' | 'desc';
  page: number;
  size: number;
}

/** Keyword tokens: each must appear in the haystack (lower case; LIKE wildcards escaped). */
export const keywordTokens = (keyword: string | undefined) =>
  (keyword ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8).map((t) => `%${t.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);

export function searchWhere(params: SqlParams, s: Omit<CaseSearch, 'sortBy' | 'sortOrder' | 'page' | 'size'>): string[] {
  // With statuses, the index's key is the entity key and status pair (migration 008 scope_status).
  const where = s.statuses?.length
    ? [`c.scope_status && ${params.add(s.entityKeys.flatMap((k) => s.statuses!.map((st) => `${k}:${st}`)), '::text[]')}`]
    : [`c.entity_keys && ${params.add(s.entityKeys, '::text[]')}`];
  // A token of one or two characters has no trigrams: as an index condition it makes the trigram index read
  // every entry (a second and more on 100,000 cases), so it is checked on the rows the scope finds instead.
  for (const token of keywordTokens(s.keyword)) {
    where.push(token.replace(/\\(.)/g, '$1').length >= 5 ? `c.search_text like ${params.add(token)}` : `position(${params.add(token.slice(1, -1).replace(/\\(.)/g, '$1'))} in c.search_text) > 0`);
  }
  if (s.fromDate) where.push(`c.updated_date >= (${params.add(s.fromDate, '::date')}::timestamp at time zone 'Australia/Sydney')`);
  if (s.initiatorMacs?.length) where.push(`c.initiator_mac = any(${params.add(s.initiatorMacs, '::text[]')})`);
  if (s.requestNames?.length) where.push(`c.intent_name = any(${params.add(s.requestNames, '::text[]')})`);
  if (s.eventNames?.length) where.push(`c.event_name = any(${params.add(s.eventNames, '::text[]')})`);
  if (s.statuses?.length) where.push(`c.status = any(${params.add(s.statuses, '::text[]')})`);
  return where;
}

/** One page, newest update first by default; the page counts every hit in the same pass (a window count). */
export async function searchCases(db: Db, s: CaseSearch) {
  const params = new SqlParams();
  const where = searchWhere(params, s);
  const dir = s.sortOrder === 'asc' ? 'asc' : 'desc';
  const order = `${SORT_COLUMNS[s.sortBy]} ${dir}, c.intent_id ${dir}`;
  // The count reads every hit anyway, so walking cases_updated in order (PostgreSQL's pick under LIMIT for a broad
  // keyword: 150 ms against 10) never pays: the hits sort on an expression no index has.
  const hitOrder = s.sortBy.endsWith('_date') ? `${SORT_COLUMNS[s.sortBy]} + interval '0 seconds' ${dir}, c.intent_id ${dir}` : order;
  // The hits are sorted on their ids and sort key alone; only the page's rows are read whole.
  const sql = `with hits as materialized (
      select c.intent_id, ${SORT_COLUMNS[s.sortBy]} as sort_key, count(*) over () as total from cases c where ${where.join(' and ')}
       order by ${hitOrder} limit ${params.add(s.size)} offset ${params.add(s.page * s.size)})
    select ${CASE_COLUMNS}, h.total from hits h join cases c on c.intent_id = h.intent_id order by ${order}`;
  const { rows } = await db.query<CaseRow & { total: string | number }>(sql, params.values);
  let total = rows.length ? Number(rows[0].total) : 0;
  if (!rows.length && s.page > 0) {
    const count = new SqlParams();
    const countWhere = searchWhere(count, s);
    total = Number((await db.query<{ n: number }>(`select count(*) as n from cases c where ${countWhere.join(' and ')}`, count.values)).rows[0].n);
  }
  return {
    content: rows.map(caseJson),
    page_number: s.page,
    page_size: s.size,
    total_elements: total,
    total_pages: Math.ceil(total / s.size),
  };
}

/** The case when one of its entity keys is the user's; otherwise 404 (unknown and foreign alike). */
export async function visibleCase(db: Pick<Db, 'query'>, entityKeys: readonly string[], intentId: string, notFoundError: () => HttpError = notFound): Promise<CaseRow> {
  const { rows } = await db.query<CaseRow>(
    `select ${CASE_COLUMNS} from cases c where c.intent_id = $1 and c.entity_keys && $2::text[]`,
    [intentId, entityKeys],
  );
  if (!rows[0]) throw notFoundError();
  return rows[0];
}

/** Any case (the back-office console sees everything). */
export async function anyCase(db: Pick<Db, 'query'>, intentId: string): Promise<CaseRow | undefined> {
  return (await db.query<CaseRow>(`select ${CASE_COLUMNS} from cases c where c.intent_id = $1`, [intentId])).rows[0];
}

export async function caseParts(db: Pick<Db, 'query'>, intentId: string) {
  const [history, followUps, authorisers, documents] = await Promise.all([
    db.query<HistoryRow>('select type, occurred_at, follow_up_ids, authorisers from case_history where intent_id = $1 order by occurred_at, event_id', [intentId]),
    db.query<FollowUpRow>('select * from case_follow_ups where intent_id = $1 order by requested_at, id', [intentId]),
    db.query<AuthoriserRow>('select * from case_authorisers where intent_id = $1 order by position, activity_id', [intentId]),
    db.query<DocumentRow>(
      `select document_id, document_name, content_type, size, uploaded_at, uploaded_by, kind, malware
         from case_documents where intent_id = $1 order by uploaded_at, document_id`,
      [intentId],
    ),
  ]);
  return { history: history.rows, followUps: followUps.rows, authorisers: authorisers.rows, documents: documents.rows };
}

/** GET tasks/{intentId}: the case with its meta, history, follow-ups, authorisers and documents. */
export async function intentJson(db: Pick<Db, 'query'>, row: CaseRow): Promise<Record<string, unknown>> {
  const parts = await caseParts(db, row.intent_id);
  const names = new Map(parts.documents.map((d) => [d.document_id, d.document_name]));
  return {
    ...caseJson(row),
    meta: {
      case_id: row.case_id,
      online_request_name: null,
      subprocess_name: null,
      product_code: null,
      business_venture: null,
      sla: null,
      eta: null,
      attachment_status: [],
      ...row.meta,
      linked_document_references: parts.documents.map((d) => ({ document_id: d.document_id, document_name: d.document_name })),
    },
    event_name: row.event_name,
    event_type: row.event_type,
    history: parts.history.map(historyJson),
    follow_ups: parts.followUps.map((f) => followUpJson(f, names)),
    authorisers: parts.authorisers.map(authoriserJson),
    documents: parts.documents.map(documentJson),
  };
}
