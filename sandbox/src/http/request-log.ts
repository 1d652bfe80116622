import type { FastifyInstance } from 'fastify';
import { redact } from './dev-guard.js';
import { isSandboxOwnPath } from './faults.js';
import { int, type Query } from '../routes/shared/params.js';
import { openObject, routeSchema, text } from './route-schema.js';

const CAPACITY = 200;
const RECORDED_HEADERS = ['advisers', 'badge', 'dealer-access', 'x-session-id', 'x-device-info', 'traceparent'] as const;

interface LoggedRequest {
  at: string;
  method: string;
  path: string;
  query: Record<string, unknown>;
  headers: Record<string, string | boolean | undefined>;
  status?: number;
  /** A JSON body of an /api/ write, when small (tests check what the gateway sent, e.g. mark-read's chunks). */
  body?: unknown;
}

const MAX_LOGGED_BODY = 2_048;

// A ring buffer of the last calls, so integration tests can check which headers the gateway
// sent. The authorization header is recorded as present or not, never its value; session ids and
// secret-bearing query parameters only as their last four characters.
export function registerRequestLog(app: FastifyInstance): void {
  const ring: LoggedRequest[] = [];
  const entries = new WeakMap<object, LoggedRequest>();

  app.addHook('onRequest', async (request) => {
    const [path, search = ''] = request.url.split(/\?(.*)/s);
    if (isSandboxOwnPath(path)) return;
    const headers: LoggedRequest['headers'] = { authorization: Boolean(request.headers.authorization) };
    for (const name of RECORDED_HEADERS) headers[name] = request.headers[name] as string | undefined;
    if (typeof headers['x-session-id'] === 'string') headers['x-session-id'] = redact(headers['x-session-id']);
    const entry = { at: new Date().toISOString(), method: request.method, path, query: redactSecrets(queryObject(search)), headers };
    ring.push(entry);
    if (ring.length > CAPACITY) ring.shift();
    entries.set(request, entry);
  });
  app.addHook('preHandler', async (request) => {
    const entry = entries.get(request);
    if (!entry || !entry.path.startsWith('/api/') || request.body === undefined || typeof request.body !== 'object') return;
    const json = JSON.stringify(request.body);
    if (json.length <= MAX_LOGGED_BODY) entry.body = JSON.parse(json);
  });
  app.addHook('onResponse', async (request, reply) => {
    const entry = entries.get(request);
    if (entry) entry.status = reply.statusCode;
  });

  app.get<{ Querystring: Query }>('/sandbox/requests', { schema: REQUEST_LOG_SCHEMAS.list }, async (request) => {
    const limit = int(request.query, 'limit', 1, CAPACITY, 50);
    return { requests: ring.slice(-limit).reverse() };
  });
  app.delete('/sandbox/requests', { schema: REQUEST_LOG_SCHEMAS.clear }, async () => {
    ring.length = 0;
    return { cleared: true };
  });
}

const REQUEST_LOG_SCHEMAS = {
  list: routeSchema({
    summary: 'The calls the sandbox received, newest first',
    description: 'Method, path, the recorded headers (advisers, badge, dealer-access, ...), the JSON body of an /api/ call and the status, with token-like values cut.',
    querystring: { type: 'object', properties: { limit: text('How many, 1 to the log size (default 50).') } },
    response: { 200: openObject({ requests: { type: 'array', items: openObject({
          at: { type: 'string', format: 'date-time' },
          method: { type: 'string' },
          path: { type: 'string' },
          query: openObject({}),
          headers: openObject({}, 'The recorded headers; authorization only as whether it was sent.'),
          status: { type: 'integer' },
          body: { description: "An /api/ call's JSON body, when small." },
        }) } }) },
  }),
  clear: routeSchema({ summary: 'Forget the calls received', response: { 200: openObject({ cleared: { type: 'boolean', const: true } }) } }),
} as const;

const SECRET = /token|session|password|secret|code_verifier/i;

/** Query parameters that carry a secret are kept only as their last four characters. */
function redactSecrets(query: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(query).map(([k, v]) => [k, SECRET.test(k) ? [v].flat().map((x) => redact(String(x))).join(',') : v]));
}

/** Query as an object; a repeated name becomes an array. */
function queryObject(search: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of new URLSearchParams(search)) {
    const prev = out[k];
    out[k] = prev === undefined ? v : Array.isArray(prev) ? [...prev, v] : [prev, v];
  }
  return out;
}
