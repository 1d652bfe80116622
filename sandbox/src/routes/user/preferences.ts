import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/index.js';
import { badRequest } from '../../http/http-error.js';
import { list, type Query } from '../shared/params.js';
import { preferenceEntries, savePreference } from './schemas.js';

const KEY = /^[A-Za-z0-9_.-]{1,100}$/;

// User preferences (002 §7): read many keys at once, write one; values are any JSON.
export function registerPreferenceRoutes(app: FastifyInstance, db: Db): void {
  app.get<{ Querystring: Query }>('/channel/micro/v3s/preference/entries', { schema: preferenceEntries }, async (request) => {
    const keys = list(request.query.key);
    if (!keys) throw badRequest('key is required (comma list)');
    const { rows } = await db.query<{ key: string; value: unknown }>(
      'select key, value from preferences where mac = $1 and key = any($2::text[]) order by key',
      [request.auth.mac, keys],
    );
    return { entries: rows };
  });

  app.post<{ Params: { key: string }; Body: unknown }>('/channel/micro/v3s/preference/entry/:key', { schema: savePreference }, async (request) => {
    const { key } = request.params;
    if (!KEY.test(key)) throw badRequest('key must be 1 to 100 letters, digits, _ . or -');
    const body = request.body as { value?: unknown } | undefined;
    if (!body || typeof body !== 'object' || !('value' in body)) throw badRequest('body must be { value }');
    const { rows } = await db.query<{ key: string; value: unknown }>(
      `insert into preferences (mac, key, value, updated_at) values ($1, $2, $3::jsonb, now())
       on conflict (mac, key) do update set value = excluded.value, updated_at = now()
       returning key, value`,
      [request.auth.mac, key, JSON.stringify(body.value ?? null)],
    );
    return rows[0];
  });
}
