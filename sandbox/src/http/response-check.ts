// Holds every handler to its route's response schema (docs/architecture.md "The wealth API contract"). Fastify
// serialises a response from the schema, which silently drops a field the schema does not list and coerces a
// wrong type: the gateway would then miss data and no test would say why. Under tests (and with
// SANDBOX_CHECK_RESPONSES=1) each JSON answer is checked before it is serialised, against its schema with no
// unlisted field allowed, and a mismatch is a 500 naming the route and the field.
import { Ajv, type ValidateFunction } from 'ajv';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './http-error.js';
import { contractOf } from './openapi.js';

/** Whether the check is on: under vitest, or when SANDBOX_CHECK_RESPONSES=1. */
export function checkResponsesByDefault(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.SANDBOX_CHECK_RESPONSES === '1' || (env.SANDBOX_CHECK_RESPONSES !== '0' && Boolean(env.VITEST));
}

/** A copy of `schema` in which every object that lists its properties allows no others. */
export function closed(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(closed);
  if (!schema || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    out[key] = key === 'properties' && value && typeof value === 'object'
      ? Object.fromEntries(Object.entries(value).map(([name, child]) => [name, closed(child)]))
      : key === 'example' || key === 'examples' || key === 'default' || key === 'enum' || key === 'const' ? value : closed(value);
  }
  if (out.properties && out.additionalProperties === undefined) out.additionalProperties = false;
  return out;
}

/** The schema of `status` in a route's response map: the exact code, then 2XX/4XX, then default. */
export function responseSchemaFor(response: Record<string, unknown> | undefined, status: number): unknown {
  if (!response) return undefined;
  const klass = `${String(status)[0]}xx`;
  const entry = response[status] ?? response[klass] ?? response[klass.toUpperCase()] ?? response.default;
  if (!entry || typeof entry !== 'object') return undefined;
  const content = (entry as { content?: Record<string, { schema?: unknown }> }).content;
  return content ? content['application/json']?.schema : entry;
}

export function registerResponseCheck(app: FastifyInstance): void {
  const ajv = new Ajv({ allErrors: true, strict: false, validateFormats: false });
  // Shared schemas a response names by $ref (the error body), added once the app knows them all.
  let shared = false;
  const compiled = new WeakMap<object, ValidateFunction>();
  const validatorOf = (schema: object) => {
    if (!shared) {
      for (const one of Object.values(app.getSchemas())) ajv.addSchema(closed(one) as object);
      shared = true;
    }
    let validate = compiled.get(schema);
    if (!validate) compiled.set(schema, (validate = ajv.compile(closed(schema) as object)));
    return validate;
  };
  app.addHook('preSerialization', async (request: FastifyRequest, reply, payload) => {
    const url = request.routeOptions.url ?? '';
    if (!url.startsWith('/api/') || payload === null || typeof payload !== 'object') return payload;
    const response = contractOf(request.routeOptions.config);
    // A route that documents no success answer is not described yet (the document test names it).
    if (!response || !Object.keys(response).some((code) => code.startsWith('2'))) return payload;
    const where = `${request.method} ${url} answered ${reply.statusCode}`;
    const schema = responseSchemaFor(response, reply.statusCode);
    if (!schema || typeof schema !== 'object') throw mismatch(request, `${where}, which its schema does not document`);
    const validate = validatorOf(schema);
    // As the caller reads it: dates as their JSON text, undefined fields absent.
    if (!validate(JSON.parse(JSON.stringify(payload)))) {
      const detail = (validate.errors ?? []).slice(0, 5).map((e) => `${e.instancePath || '/'} ${e.message}${e.keyword === 'additionalProperties' ? ` '${(e.params as { additionalProperty: string }).additionalProperty}'` : ''}`);
      throw mismatch(request, `${where} against its schema: ${detail.join('; ')}`);
    }
    return payload;
  });
}

function mismatch(request: FastifyRequest, message: string): HttpError {
  request.log.error(message);
  console.error(`sandbox response check: ${message}`);
  return new HttpError(500, { error: 'server_error', message });
}
