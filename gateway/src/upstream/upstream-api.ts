// The typed face of the upstream client: every call names a path of the wealth API document (the generated
// `paths`), and its parameters, body and answer are that operation's types (docs/architecture.md, "The wealth
// API contract"). It only shapes an UpstreamRequest: the pool, cache, retries, breaker and budget stay the
// client's.
import type {
  IsOperationRequestBodyOptional, OperationRequestBody, PathsWithMethod, RequiredKeysOf, SuccessResponseJSON,
} from 'openapi-typescript-helpers';
import type { QueryValue } from './build-url.js';
import type { HttpMethod, UpstreamBytes, UpstreamRequest } from './client.js';
import type { paths } from './generated/wealth-api.js';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
export type UpstreamPath<M extends Method = Method> = PathsWithMethod<paths, M>;
/** One operation of the document: `Operation<'/api/...', 'get'>`. */
export type Operation<P extends UpstreamPath<M>, M extends Method> = paths[P][M];

/** The 2xx JSON answer of an operation, as the document types it. */
export type UpstreamResponse<P extends UpstreamPath<M>, M extends Method = 'get'> = SuccessResponseJSON<Operation<P, M> & Record<string | number, unknown>>;
/** The JSON body an operation takes. */
export type UpstreamBody<P extends UpstreamPath<M>, M extends Method = 'post'> = MediaBody<Operation<P, M>, 'application/json'>;
/** The query an operation takes (a number or boolean where the document says string: all are sent as text). */
export type UpstreamQuery<P extends UpstreamPath<M>, M extends Method = 'get'> = Params<Operation<P, M>> extends { query?: infer Q } ? LooseQuery<NonNullable<Q>> : never;

type Params<O> = O extends { parameters: infer P } ? P : never;
type Present<T> = [NonNullable<T>] extends [never] ? false : true;

// A query value is sent as text (build-url.ts): where the document says string, a number or boolean is as good.
type LooseQuery<Q> = {
  [K in keyof Q]: Q[K] | (string extends NonNullable<Q[K]> ? number | boolean : never) | (string[] extends NonNullable<Q[K]> ? readonly string[] : never);
};
type ParamsOf<O> = {
  [K in keyof Params<O> as K extends 'cookie' ? never : Present<Params<O>[K]> extends true ? K : never]: K extends 'query' ? LooseQuery<NonNullable<Params<O>[K]>> : Params<O>[K];
};
type ParamsInit<O> = [keyof ParamsOf<O>] extends [never]
  ? { params?: never }
  : RequiredKeysOf<ParamsOf<O>> extends never
    ? { params?: ParamsOf<O> }
    : { params: ParamsOf<O> };

type Content<O> = Present<OperationRequestBody<O>> extends true ? (NonNullable<OperationRequestBody<O>> extends { content: infer C } ? C : never) : never;
type MediaBody<O, Media extends string> = Media extends keyof Content<O> ? Content<O>[Media] : never;
// The body by its media type: `body` (JSON), `form` (urlencoded), `text` (text/plain), `multipart` (FormData).
type BodyChoices<O> =
  | (Present<MediaBody<O, 'application/json'>> extends true ? { body: MediaBody<O, 'application/json'>; form?: never; text?: never; multipart?: never } : never)
  | (Present<MediaBody<O, 'application/x-www-form-urlencoded'>> extends true ? { form: Record<string, string> & MediaBody<O, 'application/x-www-form-urlencoded'>; body?: never; text?: never; multipart?: never } : never)
  | (Present<MediaBody<O, 'text/plain'>> extends true ? { text: string; body?: never; form?: never; multipart?: never } : never)
  | (Present<MediaBody<O, 'multipart/form-data'>> extends true ? { multipart: FormData; body?: never; form?: never; text?: never } : never);
type BodyInit<O> = [Content<O>] extends [never]
  ? { body?: never; form?: never; text?: never; multipart?: never }
  : IsOperationRequestBodyOptional<O> extends true
    ? Partial<BodyChoices<O>>
    : BodyChoices<O>;

interface CommonInit {
  /** '/oauth2/...' sits on the auth base URL. */
  base?: 'api' | 'auth';
  /** Send the caller's bearer token (default true; the OAuth endpoints take none). */
  withToken?: boolean;
  /**
   * Headers the document does not list (idempotency keys, the step-up token, dealer-access). A listed header goes
   * in `params.header`.
   */
  headers?: Record<string, string | undefined>;
}

type ParseAs = 'json' | 'text' | 'bytes';
export type UpstreamInit<O, As extends ParseAs = 'json'> = ParamsInit<O> & BodyInit<O> & CommonInit & (As extends 'json' ? { parseAs?: 'json' } : { parseAs: As });
type Args<O, As extends ParseAs> = RequiredKeysOf<UpstreamInit<O, As>> extends never ? [init?: UpstreamInit<O, As>] : [init: UpstreamInit<O, As>];

type Answer<O> = SuccessResponseJSON<O & Record<string | number, unknown>>;
/** One HTTP method: the answer is the 2xx JSON body, or with `parseAs` the text or the bytes. */
export interface UpstreamMethod<M extends Method> {
  <P extends UpstreamPath<M>>(path: P, ...init: Args<Operation<P, M>, 'text'>): Promise<string>;
  <P extends UpstreamPath<M>>(path: P, ...init: Args<Operation<P, M>, 'bytes'>): Promise<UpstreamBytes>;
  <P extends UpstreamPath<M>>(path: P, ...init: Args<Operation<P, M>, 'json'>): Promise<Answer<Operation<P, M>>>;
}

export interface UpstreamApi {
  GET: UpstreamMethod<'get'>;
  POST: UpstreamMethod<'post'>;
  PUT: UpstreamMethod<'put'>;
  PATCH: UpstreamMethod<'patch'>;
  DELETE: UpstreamMethod<'delete'>;
}

/** What any method's init may hold, untyped: the implementation's view. */
interface LooseInit extends CommonInit {
  params?: { path?: Record<string, string | number>; query?: Record<string, QueryValue>; header?: Record<string, string | undefined> };
  body?: unknown;
  form?: Record<string, string>;
  text?: string;
  multipart?: FormData;
  parseAs?: ParseAs;
}

/** '/a/{id}/b' with { id: 'x y' } → '/a/x%20y/b'; a placeholder without a value is an error, never sent. */
export function fillPath(template: string, values: Record<string, string | number> | undefined): string {
  if (!template.includes('{')) return template;
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = values?.[name];
    if (value === undefined) throw new Error(`upstream path ${template}: no value for {${name}}`);
    return encodeURIComponent(String(value));
  });
}

/** The typed methods over one caller's `call` (request-upstream.ts binds it). One request object per call. */
export function createUpstreamApi(call: (req: UpstreamRequest) => Promise<unknown>): UpstreamApi {
  const send = (method: HttpMethod) => (path: string, init?: LooseInit) => {
    const params = init?.params;
    const header = params?.header;
    const headers = header && init?.headers ? { ...header, ...init.headers } : (header ?? init?.headers);
    return call({
      method,
      path: fillPath(path, params?.path),
      base: init?.base,
      query: params?.query,
      headers,
      json: init?.body,
      form: init?.form,
      text: init?.text,
      multipart: init?.multipart,
      withToken: init?.withToken,
      responseType: init?.parseAs,
    });
  };
  // The overloads are the types' business; at run time each method is the one function.
  return { GET: send('GET'), POST: send('POST'), PUT: send('PUT'), PATCH: send('PATCH'), DELETE: send('DELETE') } as unknown as UpstreamApi;
}
