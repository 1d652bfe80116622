import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/index.js';
import { adviserKeys } from '../../http/auth-hook.js';
import { badRequest } from '../../http/http-error.js';
import { decodeCursor, encodeCursor } from '../shared/cursor.js';
import { int, list, str, tokens, type Query } from '../shared/params.js';
import { keywordConditions, SqlParams } from '../shared/sql-params.js';

const CLIENT_COLUMNS = `c.contact_id, c.contact_type, c.type, c.suburb, c.status, c.first_name, c.middle_name,
  c.last_name, c.organisation_name`;
// Clients list by display name (surname or organisation, then given name), contact id breaking ties.
const SORT_NAME = `lower(coalesce(c.organisation_name, c.last_name || ' ' || coalesce(c.first_name, ''), ''))`;
const SIGNATURE = 'clients:name';

/** One page of the clients `where` selects, by name: the clients, how many match, and the next page's token. */
async function clientPage(db: Db, params: SqlParams, where: string[], limit: number, token: string | undefined) {
  const countSql = `select count(*) as n from clients c where ${where.join(' and ')}`;
  const countValues = [...params.values];
  const after = decodeCursor(token, SIGNATURE, 2);
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
  return { clients: rows.map(({ _name, ...client }) => client), total: Number(count.rows[0].n), pagingToken };
}

const serviced = (params: SqlParams, entityKeys: string[]) => `c.entity_key = any(${params.add(entityKeys, '::text[]')})`;

export function registerAdaClientRoutes(app: FastifyInstance, db: Db): void {
  // GET /api/wealth/ada/search/clients (000 §7): keyword search or lookup by id, of the clients
  // serviced by the user's adviser entities.
  app.get<{ Querystring: Query }>('/wealth/ada/search/clients', async (request) => {
    const q = request.query;
    const params = new SqlParams();
    const where = [serviced(params, request.scope.entityKeys)];
    const ids = list(q['client-id']);
    const keywords = tokens(str(q, 'query'));
    if (ids) where.push(`c.contact_id = any(${params.add(ids, '::text[]')})`);
    else if (keywords.length) where.push(...keywordConditions(params, 'c.search_text', keywords));
    else throw badRequest('query or client-id is required');
    if (ids && ids.length > 500) throw badRequest('client-id takes at most 500 ids');
    const limit = ids ? ids.length : int(q, 'limit', 1, 100, 30);
    const page = await clientPage(db, params, where, limit, str(q, 'pagingToken'));
    return { data: page.clients, meta: { result_size: page.clients.length, total_hits: page.total, paging_token: page.pagingToken }, error: [] };
  });

  // GET /api/wealth/ada/v1/intermediaries/{mac}/clients (002 §7 Client overview): the customers of the user's
  // adviser entities, or of those the advisers header names (another user's code is 403), by name and paged.
  app.get<{ Params: { mac: string }; Querystring: Query }>('/wealth/ada/v1/intermediaries/:mac/clients', async (request) => {
    const q = request.query;
    const params = new SqlParams();
    const page = await clientPage(db, params, [serviced(params, adviserKeys(request))], int(q, 'limit', 1, 500, 100), str(q, 'pagingToken'));
    return { customers: page.clients, meta: { result_size: page.clients.length, total_hits: page.total, paging_token: page.pagingToken } };
  });
}
