// The /graphql route. Nearly every request is a POST of `application/json` wanting a JSON answer (the web app, the
// playground, scripts): those run straight through yoga's operation pipeline (`getResultForParams`: the same
// envelop plugins, parser and validation caches, error masking and params checks) with the body fastify has
// already read, skipping the Fetch API round trip of yoga's Node adapter (a streamed Request, a size-limiting
// TransformStream and a streamed Response): 0.17 ms of CPU on an account search and 0.54 ms on a `{ __typename }`
// (bench:gateway measures both paths side by side; bench/README.md). Such a request is always
// CSRF-safe (application/json forces a CORS preflight), which is all useCsrfPrevention checks. Everything else
// (GET, other content types, batches, event streams, unparseable JSON) goes to yoga whole, so each case keeps
// one owner and one error format.
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Kind, parse, type GraphQLSchema, type OperationDefinitionNode, type TypeNode } from 'graphql';
import { processRegularResult } from 'graphql-yoga';
import { ErrorCode } from '../errors.js';
import { MAX_FILE_BODY_BYTES, MAX_REQUEST_BODY_BYTES, type GatewayYoga } from '../create-yoga.js';

const REGULAR_MEDIA_TYPES = ['application/graphql-response+json', 'application/json'] as const;

/** The media types of an Accept header, most preferred last: yoga's `getMediaTypesForRequestInOrder`. */
function acceptedInOrder(accept: string | undefined): string[] {
  const types: string[] = [];
  for (const part of (accept || '*/*').replace(/\s/g, '').toLowerCase().split(',')) {
    const [mediaType, ...params] = part.split(';');
    const charset = params.find((p) => p.includes('charset=')) ?? 'charset=utf-8';
    if (charset === 'charset=utf-8') types.push(mediaType);
  }
  return types.reverse();
}

function matches(asked: string, offered: string): boolean {
  const [askedPre, askedSuf] = asked.split('/');
  const [pre, suf] = offered.split('/');
  return (pre === '*' || pre === askedPre) && (suf === '*' || suf === askedSuf);
}

/**
 * The JSON media type yoga's result processors would answer with, or null when the client asks for something
 * else (an event stream, multipart) or nothing yoga can give: those requests are yoga's to answer.
 */
export function regularMediaType(accept: string | undefined): string | null {
  let chosen: string | null = null;
  for (const asked of acceptedInOrder(accept)) {
    for (const offered of REGULAR_MEDIA_TYPES) if (matches(offered, asked)) chosen = offered;
  }
  // An event-stream or multipart request wants streaming semantics even for a single result.
  if (chosen && /text\/event-stream|multipart\/mixed/i.test(accept ?? '')) return null;
  return chosen;
}

function isJson(contentType: string | undefined): boolean {
  const type = contentType?.split(';')[0].trim().toLowerCase();
  return type === 'application/json' || type === 'application/graphql+json';
}

function parseObject(raw: string): Record<string, unknown> | null {
  try {
    const body: unknown = JSON.parse(raw);
    return body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

// Hop-by-hop and framing headers describe the connection fastify already read, not the request handed on.
const NOT_FORWARDED = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'upgrade']);

function headersOf(req: FastifyRequest): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined && !NOT_FORWARDED.has(name)) headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

function requestUrl(req: FastifyRequest): string {
  return `http://${req.headers.host ?? 'localhost'}${req.url}`;
}

/** A Fetch Response's status and headers onto fastify's reply. */
function copyHead(response: Response, reply: FastifyReply) {
  reply.code(response.status);
  response.headers.forEach((value, name) => void reply.header(name, value));
}

type Stringifiable = { errors?: readonly unknown[]; extensions?: { http?: unknown }; stringify?: (result: unknown) => string };

/**
 * The body of a single result without errors and without HTTP extensions: for such a result yoga's regular
 * result processor answers 200 with the result serialised by its own stringifier (graphql-jit's compiled one)
 * or JSON.stringify, and nothing else, so no Fetch Response needs building. Null for anything else (errors
 * decide the status, an async iterable is refused): those keep yoga's processor.
 */
export function plainResultBody(result: unknown): string | null {
  if (result === null || typeof result !== 'object' || Array.isArray(result) || Symbol.asyncIterator in result) return null;
  const r = result as Stringifiable;
  if (r.errors?.length || r.extensions?.http) return null;
  return (r.stringify ?? JSON.stringify)(result);
}

/**
 * A Fetch body as a Node stream for fastify. yoga's event-stream body starts its source on the first read; a
 * client gone before that read makes the source's cancel throw (graphql-yoga 5.24, result-processor/sse.js: no
 * iterator yet), and the body's own Node stream emits that as an 'error' no one listens to, which ended the
 * gateway process (seen in a CI rehearsal). Nothing is lost, the client is gone: listen, and tell `onEarlyClose`.
 */
export function bodyStream(body: ReadableStream<Uint8Array>, onEarlyClose: (error: unknown) => void): Readable {
  (body as { readable?: NodeJS.ReadableStream }).readable?.on?.('error', onEarlyClose);
  return Readable.from(body as unknown as AsyncIterable<Uint8Array>);
}

/** Hands a request to yoga whole: its Node adapter reads the body itself when fastify has not. */
async function viaYoga(yoga: GatewayYoga, req: FastifyRequest, reply: FastifyReply, rawBody?: string) {
  // A body fastify has not read (a form, say) is yoga's to read; a GET has none. Either way the answer is
  // copied onto the reply as below, so reply hooks (compression, security headers) see a plain stream.
  const response =
    rawBody === undefined && req.method !== 'GET' && req.method !== 'HEAD'
      ? await yoga.handleNodeRequestAndResponse(req, reply, { req, reply })
      : await yoga.fetch(requestUrl(req), { method: req.method, headers: headersOf(req), body: rawBody }, { req, reply });
  copyHead(response, reply);
  // Streamed, not buffered: an event-stream answer may stay open.
  // No body (a 406, say) is no body: fastify would serialise null as the JSON text `null`.
  return response.body ? reply.send(bodyStream(response.body, (error) => req.log.debug({ err: error }, 'response stream closed early'))) : reply.send();
}

/** The JSON fast path: one operation through yoga's pipeline with the body fastify read. */
async function runJson(yoga: GatewayYoga, req: FastifyRequest, reply: FastifyReply, raw: string, params: Record<string, unknown>, mediaType: string) {
  // Plugins read the caller's headers from a Fetch Request, as they do on yoga's own path (no body: it is read).
  const request = new yoga.fetchAPI.Request(requestUrl(req), { method: 'POST', headers: headersOf(req) });
  const serverContext: Record<string, unknown> = { req, reply };
  let result;
  try {
    result = await yoga.getResultForParams({ params, request }, serverContext as never);
  } catch (error) {
    // yoga's params checks throw before it takes the operation on (it then puts `params` in the context):
    // yoga says what is wrong, in its own format, from the same body. Past that point nothing may run twice.
    if (!('params' in serverContext)) return viaYoga(yoga, req, reply, raw);
    throw error;
  }
  const plain = plainResultBody(result);
  if (plain !== null) return reply.code(200).header('content-type', `${mediaType}; charset=utf-8`).send(plain);
  const response = await processRegularResult(result as never, yoga.fetchAPI, mediaType);
  copyHead(response, reply);
  return reply.send(await response.text());
}

/** fastify's own errors (a 413 for an oversized JSON body, a broken stream) said as GraphQL errors, as yoga says its own. */
function gatewayErrorHandler(error: Error, req: FastifyRequest, reply: FastifyReply) {
  const status = (error as { statusCode?: number }).statusCode ?? 500;
  if (status >= 500) req.log.error(error);
  const [message, code] =
    status === 413
      ? ['Request body is too large', ErrorCode.PAYLOAD_TOO_LARGE]
      : status < 500
        ? ['Bad request', ErrorCode.BAD_REQUEST]
        : ['Unexpected error.', ErrorCode.INTERNAL_SERVER_ERROR];
  reply.code(status).type('application/json; charset=utf-8');
  return { errors: [{ message, extensions: { code } }] };
}

/** The schema yoga serves (envelop's getEnveloped answers it without a request). */
function schemaOf(yoga: GatewayYoga): GraphQLSchema {
  return yoga.getEnveloped({ request: undefined } as never).schema;
}

/** The input types that carry a file: a Base64 field, directly or through nested input types. */
const fileInputsBySchema = new WeakMap<GraphQLSchema, Set<string>>();
function fileInputTypes(schema: GraphQLSchema): Set<string> {
  let found = fileInputsBySchema.get(schema);
  if (found) return found;
  found = new Set<string>();
  // Types are read by shape, not with graphql's instanceof helpers: the schema may come from the other of
  // graphql's two builds (CJS and ESM) in a test runner, and instanceof fails across them.
  type Shape = { name?: string; ofType?: Shape; getFields?: () => Record<string, { type: Shape }>; getInterfaces?: unknown };
  const named = (t: Shape): string => (t.ofType ? named(t.ofType) : (t.name ?? ''));
  const inputs = (Object.values(schema.getTypeMap()) as Shape[]).filter(
    (t) => typeof t.getFields === 'function' && t.getInterfaces === undefined && !t.name?.startsWith('__'),
  );
  for (let grew = true; grew; ) {
    grew = false;
    for (const input of inputs) {
      const inputName = input.name!;
      if (found.has(inputName)) continue;
      const carries = Object.values(input.getFields!()).some((f) => {
        const name = named(f.type);
        return name === 'Base64' || found!.has(name);
      });
      if (carries) {
        found.add(inputName);
        grew = true;
      }
    }
  }
  fileInputsBySchema.set(schema, found);
  return found;
}

/**
 * Whether a request may use the files endpoint: a single mutation that declares a variable whose type carries a
 * file (validation refuses an unused variable, so the operation really sends one).
 */
export function isFileMutation(params: Record<string, unknown>, schema: GraphQLSchema): boolean {
  if (typeof params.query !== 'string') return false;
  let document;
  try {
    document = parse(params.query, { maxTokens: 3_000 });
  } catch {
    return false;
  }
  const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  const operation = operations.length === 1 ? operations[0] : operations.find((o) => o.name?.value === params.operationName);
  if (!operation || operation.operation !== 'mutation') return false;
  const namedType = (type: TypeNode): string => (type.kind === Kind.NAMED_TYPE ? type.name.value : namedType(type.type));
  const carriers = fileInputTypes(schema);
  return (operation.variableDefinitions ?? []).some((v) => carriers.has(namedType(v.type)));
}

export async function registerGraphqlRoute(app: FastifyInstance, yoga: GatewayYoga, options: { jsonFastPath?: boolean } = {}): Promise<void> {
  const fastPath = options.jsonFastPath ?? true;
  await app.register(async (graphql) => {
    graphql.removeAllContentTypeParsers();
    // JSON bodies arrive as text (so an unparseable one can still go to yoga for its error); any other body is
    // left unread for yoga's adapter.
    graphql.addContentTypeParser(['application/json', 'application/graphql+json'], { parseAs: 'string', bodyLimit: MAX_REQUEST_BODY_BYTES }, (_req, body, done) => done(null, body));
    graphql.addContentTypeParser('*', (_request, _payload, done) => done(null));
    // Anything unexpected is logged and masked.
    graphql.setErrorHandler(gatewayErrorHandler);
    graphql.route({
      url: yoga.graphqlEndpoint,
      method: ['GET', 'POST', 'OPTIONS'],
      handler: async (req, reply) => {
        const raw = typeof req.body === 'string' ? req.body : undefined;
        if (!fastPath || req.method !== 'POST' || raw === undefined || !isJson(req.headers['content-type'])) return viaYoga(yoga, req, reply, raw);
        const mediaType = regularMediaType(req.headers.accept);
        const params = mediaType ? parseObject(raw) : null;
        if (!mediaType || !params) return viaYoga(yoga, req, reply, raw);
        return runJson(yoga, req, reply, raw, params, mediaType);
      },
    });
  });

  // Files (case documents, signed forms) travel base64 inside a mutation: a body far above the regular limit,
  // taken only here and only for a mutation that carries a file. JSON only, so the CORS preflight still guards it.
  await app.register(async (files) => {
    files.removeAllContentTypeParsers();
    files.addContentTypeParser(['application/json', 'application/graphql+json'], { parseAs: 'string', bodyLimit: MAX_FILE_BODY_BYTES }, (_req, body, done) => done(null, body));
    files.setErrorHandler(gatewayErrorHandler);
    files.post(`${yoga.graphqlEndpoint}/files`, async (req, reply) => {
      const raw = typeof req.body === 'string' ? req.body : undefined;
      const mediaType = regularMediaType(req.headers.accept);
      const params = raw !== undefined && mediaType ? parseObject(raw) : null;
      if (!mediaType || !params || !isFileMutation(params, schemaOf(yoga))) {
        reply.code(400).type('application/json; charset=utf-8');
        return { errors: [{ message: 'Only a mutation carrying a file is taken here', extensions: { code: ErrorCode.BAD_REQUEST } }] };
      }
      return runJson(yoga, req, reply, raw as string, params, mediaType);
    });
  });
}
