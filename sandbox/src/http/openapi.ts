// The wealth APIs as one OpenAPI 3.1 document (docs/architecture.md "The wealth API contract"), emitted by
// @fastify/swagger from every route's `schema`: served at /openapi.json, browsable at /reference (Swagger UI,
// its assets bundled in the package: no network needed), committed as sandbox/openapi.json by
// `npm run codegen` (scripts/codegen-openapi.ts) and checked fresh by `npm test`.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';

export const OPENAPI_PATH = '/openapi.json';
export const REFERENCE_PATH = '/reference';
/** The server the committed document names; the served one names the address it was asked at. */
export const DEFAULT_SERVER = 'http://localhost:4010';

export const BEARER = 'bearerAuth';
export const TAG_DEVELOPMENT = 'Sandbox development';
export const TAG_CONSOLES = 'Sandbox consoles';
export const TAG_SIGN_IN = 'Sign-in';

export interface Tag {
  name: string;
  description?: string;
}

const FIXED_TAGS: Tag[] = [
  { name: TAG_SIGN_IN, description: 'The bank\'s sign-in pages and OAuth 2 token endpoint: the portal\'s password, authorization-code and refresh grants, and revocation.' },
  { name: TAG_DEVELOPMENT, description: 'Sandbox only, absent in production (APP_ENV=production): faults on demand, the request log and test data. Each call needs the x-sandbox-dev header.' },
  { name: TAG_CONSOLES, description: 'Sandbox only, absent in production: the pages of the people the portal talks to (the signatory\'s phone, the back office, the chat agent, the screen-share viewer), opened in a browser.' },
];

/** Any error the sandbox answers (sandbox/README.md "Conventions"): a code, a message, sometimes a list. */
export const ERROR_BODY = {
  $id: 'ErrorBody',
  type: 'object',
  description:
    'An error. `error` is a code such as bad_request, invalid_token, forbidden, not_found or conflict; the payments family nests its list as `error.errors`. A request that breaks the schema is 400 bad_request whose message names the field (`body/amount must be number`).',
  properties: {
    error: { description: 'The error code (a string), or in the payments family an object holding `errors`.' },
    error_description: { type: 'string', description: 'OAuth 2 errors: what is wrong with the token or grant.' },
    message: { type: 'string', description: 'What went wrong, for a developer.' },
    errors: {
      type: 'array',
      description: 'One entry per problem: a code, the field it concerns (when one does) and a message.',
      items: {
        type: 'object',
        properties: { code: { type: 'string' }, field: { type: 'string' }, message: { type: 'string' } },
        additionalProperties: true,
      },
    },
  },
  additionalProperties: true,
} as const;

/** How a response names ERROR_BODY (registered once with app.addSchema). */
export const ERROR_REF = { $ref: 'ErrorBody#' } as const;

/** Registers ERROR_BODY on `app` unless it already is. */
export function addErrorBody(app: FastifyInstance): void {
  if (!app.getSchema(ERROR_BODY.$id)) app.addSchema(ERROR_BODY);
}

/** The tag of a route outside /api/ (the folders' own /api/ routes are tagged by routes/index.ts). */
export function rootTagOf(url: string): string | undefined {
  if (url.startsWith('/sandbox/') || url === '/healthz') return TAG_DEVELOPMENT;
  if (url.startsWith('/console/')) return TAG_CONSOLES;
  if (url.startsWith('/oauth2/') || url.startsWith('/auth/') || /^\/:badge\/(login|logout|error)/.test(url)) return TAG_SIGN_IN;
  return undefined;
}

/** Adds tags (and more) to a route's schema as it is registered, for the document only. */
export function extendSchema(route: RouteOptions, extra: Record<string, unknown>): void {
  route.schema = { ...(route.schema ?? {}), ...extra };
}

/**
 * A response schema as the serialiser uses it: every field may be null or absent. The document and the
 * response check keep the strict schema (`contractOf`); serialising leniently means a schema that is wrong
 * about a rare null never turns the null into 0 or "" and never fails an answer with a 500 in production.
 * (An unlisted field is still dropped: the response check under tests is what finds those.)
 */
export function lenient(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(lenient);
  if (!schema || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'required') continue;
    if (key === 'properties' && value && typeof value === 'object') {
      out.properties = Object.fromEntries(Object.entries(value).map(([name, child]) => [name, lenient(child)]));
    } else if (key === 'type' && typeof value === 'string' && value !== 'null') {
      out.type = [value, 'null'];
    } else if (key === 'type' && Array.isArray(value) && !value.includes('null')) {
      out.type = [...value, 'null'];
    } else {
      out[key] = key === 'enum' || key === 'const' || key === 'example' || key === 'default' ? value : lenient(value);
    }
  }
  return out;
}

const lenientResponses = new WeakSet<object>();

/** The strict response schemas of a route (what the document shows and the response check holds answers to). */
export function contractOf(config: unknown): Record<string, unknown> | undefined {
  return (config as { contract?: Record<string, unknown> } | undefined)?.contract;
}

/** Keeps the route's strict response schemas as its contract and gives the serialiser lenient ones. */
export function serveLeniently(route: RouteOptions): void {
  const response = (route.schema as { response?: Record<string, unknown> } | undefined)?.response;
  if (!response || lenientResponses.has(response)) return;
  const served = Object.fromEntries(Object.entries(response).map(([code, schema]) => [code, lenient(schema)]));
  lenientResponses.add(served);
  route.config = { ...(route.config as object), contract: response } as typeof route.config;
  route.schema = { ...route.schema, response: served };
}

/**
 * Registers the generator (before any route, so it sees them all), the document at /openapi.json and the
 * reference at /reference. `folderTags()` is read when the document is made: the routes folders found at start.
 */
export async function registerOpenApi(app: FastifyInstance, folderTags: () => Tag[]): Promise<void> {
  addErrorBody(app);
  await app.register(swagger, {
    // Shared schemas appear under components.schemas by their $id.
    refResolver: { buildLocalReference: (json, _base, _fragment, i) => String(json.$id ?? `def-${i}`) },
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Wealth APIs (sandbox)',
        version: '1.0.0',
        description: [
          'The bank\'s REST wealth APIs as the Adviser Online gateway calls them, served by the sandbox: every call of the specification\'s tables under its specification path, plus the sandbox\'s own development endpoints and console pages (tagged apart, absent in production).',
          '',
          'Calls under `/api/` need `Authorization: Bearer <access token>` (sign in with `POST /oauth2/token`; the demo users\' password is `demo`). Before a handler runs, a request is checked in this order: the bearer token, then the request against this schema (400 naming the field), then the input guard (control characters, nesting), then the policy (403, or 404 for what the caller may not see).',
        ].join('\n'),
      },
      servers: [{ url: DEFAULT_SERVER, description: 'The sandbox on its default port (npm start)' }],
      components: { securitySchemes: { [BEARER]: { type: 'http', scheme: 'bearer', description: 'An access token from POST /oauth2/token.' } } },
    },
    transform: ({ schema, url, route }) => ({ url, schema: contractOf(route.config) ? { ...schema, response: contractOf(route.config) } : schema }),
    transformObject: (doc) => ('openapiObject' in doc ? { ...doc.openapiObject, tags: [...folderTags(), ...FIXED_TAGS] } : doc.swaggerObject),
  });
  app.addHook('onRoute', (route) => {
    const tag = rootTagOf(route.url);
    if (tag && !(route.schema as { tags?: string[] } | undefined)?.tags) extendSchema(route, { tags: [tag] });
    serveLeniently(route);
  });
  await app.register(swaggerUi, {
    routePrefix: REFERENCE_PATH,
    uiConfig: { deepLinking: true, docExpansion: 'none', validatorUrl: null, defaultModelsExpandDepth: 0 },
    staticCSP: true,
  });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async (request) => {
    const document = app.swagger() as { servers?: { url: string; description?: string }[] };
    const host = request.headers.host;
    return host ? { ...document, servers: [{ url: `${request.protocol}://${host}`, description: 'This sandbox' }] } : document;
  });
}
