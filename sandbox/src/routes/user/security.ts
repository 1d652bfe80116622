import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/index.js';
import { badRequest } from '../../http/http-error.js';
import { str, type Query } from '../shared/params.js';
import { getSecurityPreference, setSecurityPreference } from './schemas.js';

// Values a key has before the user ever sets it. SECURITY_LEVEL's default is sandbox/README.md's.
const DEFAULTS: Record<string, string> = { SECURITY_LEVEL: 'Enhanced' };
const KEY = /^[A-Z0-9_]{1,100}$/;

// Security preferences (002 §7): GET ?key= and POST { key, value }, string values.
export function registerSecurityRoutes(app: FastifyInstance, db: Db): void {
  app.get<{ Querystring: Query }>('/v1/security/preference', { schema: getSecurityPreference }, async (request) => {
    const key = checkKey(str(request.query, 'key'));
    const { rows } = await db.query<{ value: string }>(
      'select value from security_preferences where mac = $1 and key = $2',
      [request.auth.mac, key],
    );
    return { key, value: rows[0]?.value ?? DEFAULTS[key] ?? null };
  });

  app.post<{ Body: unknown }>('/v1/security/preference', { schema: setSecurityPreference }, async (request) => {
    const body = (request.body ?? {}) as { key?: unknown; value?: unknown };
    const key = checkKey(typeof body.key === 'string' ? body.key : undefined);
    if (typeof body.value !== 'string' || !body.value || body.value.length > 200) {
      throw badRequest('value must be a non-empty string');
    }
    await db.query(
      `insert into security_preferences (mac, key, value) values ($1, $2, $3)
       on conflict (mac, key) do update set value = excluded.value`,
      [request.auth.mac, key, body.value],
    );
    return { key, value: body.value };
  });
}

function checkKey(key: string | undefined): string {
  if (!key || !KEY.test(key)) throw badRequest('key is required, e.g. SECURITY_LEVEL');
  return key;
}
