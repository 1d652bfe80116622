import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/index.js';
import { badRequest } from '../../http/http-error.js';
import { decodeCursor, encodeCursor } from '../shared/cursor.js';
import { int, list, str, tokens, type Query } from '../shared/params.js';
import { keywordConditions, SqlParams } from '../shared/sql-params.js';

const CLIENT_COLUMNS = `c.contact_id, c.contact_type, c.type, c.suburb, c.status, c.first_name, c.middle_name,
  c.last_name, c.organisation_name`;
// Clients list by display name (surname or organisation, then given name), contact id breaking ties.
const SORT_NAME = `lower(coalesce(c.organisation_name, c.last_name || ' ' || coalesce(c.first_name, ''), ''))`;
const SIGNATURE = 'clients:name';

// GET /api/wealth/ada/search/clients (000 §7): keyword search or lookup by id, of the clients
// serviced by the user's adviser entities.
export function registerAdaClientRoutes(app: FastifyInstance, db: Db): void {
  app.get<{ Querystring: Query }>('/wealth/ada/search/clients', async (request) => {
    const q = request.query;
    const params = new SqlParams();
    const where = [`c.entity_key = any(${params.add(request.scope.entityKeys, '::text[]')})`];
    const ids = list(q['client-id']);
    const keywords = tokens(str(q, 'query'));
    if (ids) where.push(`c.contact_id = any(${params.add(ids, '::text[]')})`);
    else if (keywords.length) where.push(...keywordConditions(params, 'c.search_text', keywords));
    else throw badRequest('query or client-id is required');
    if (ids && ids.length > 500) throw badRequest('client-id takes at most 500 ids');
    const limit = ids ? ids.length : int(q, 'limit', 1, 100, 30);

    const countSql = `select count(*) as n from clients c where ${where.join(' and ')}`;
    const countValues = [...params.values];
    const after = decodeCursor(str(q, 'pagingToken'), SIGNATURE, 2);
    if (after) where.push(`(${SORT_NAME}, c.contact_id) > (${params.add(after[0])}, ${params.add(after[1])})`);
    const [count, page] = await Promise.all([
      db.query<{ n: number }>(countSql, countValues),
      db.query<Record<string, string | null> & { _name: string; contact_id: string }>(
        `select ${CLIENT_COLUMNS}, ${SORT_NAME} as _name from clients c where ${where.join(' and ')}
          order by ${SORT_NAME}, c.contact_id limit ${params.add(limit + 1)}`,
        params.values,
      ),
    ]);
    const rows = page.rows.slice(0, limit);
    const last = rows[rows.length - 1];
    const pagingToken = page.rows.length > limit ? encodeCursor(SIGNATURE, [last._name, last.contact_id]) : null;
    return {
      data: rows.map(({ _name, ...client }) => client),
      meta: { result_size: rows.length, total_hits: count.rows[0].n, paging_token: pagingToken },
      error: [],
    };
  });
}
