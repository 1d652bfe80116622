// The one upstream HTTP client: keep-alive pooling, per-attempt timeouts, retries for idempotent calls,
// a circuit breaker per API family, the per-user response cache, and failures as GraphQL errors.
import type { Span } from '@opentelemetry/api';
import { Agent, request, type Dispatcher } from 'undici';
import { apiFamily } from './api-families.js';
import { buildUrl, type QueryValue } from './build-url.js';
import { CircuitBreaker } from './circuit-breaker.js';
import { forwardedHeaders, type Caller } from './forwarded-headers.js';
import { toGraphQLError, type UpstreamFailure } from './map-error.js';
import { ResponseCache, userKeyOf } from './response-cache.js';
import type { RequestBudget } from './request-budget.js';
import { Revocations } from './revocations.js';
import { backoffDelay, defaultRetryPolicy, isRetryable, type RetryPolicy } from './retry.js';
import { withUpstreamSpan } from '../tracing/upstream-span.js';

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface UpstreamRequest {
  method?: HttpMethod;
  /** '/api/...' on the API base, or '/oauth2/...' with base 'auth'. */
  path: string;
  base?: 'api' | 'auth';
  query?: Record<string, QueryValue>;
  /** Call-specific headers such as advisers; undefined values are left out. */
  headers?: Record<string, string | undefined>;
  json?: unknown;
  form?: Record<string, string>;
  /** A text/plain body (the tracking log collector takes text, 001 §7). */
  text?: string;
  /** A multipart/form-data body (files and fields); sent with its boundary as the content type. */
  multipart?: FormData;
  /** Send the caller's bearer token (default true; the OAuth endpoints take none). */
  withToken?: boolean;
  /** 'text': a 2xx body is answered as the string it is (002 §7 retrievedoc answers text/plain); default JSON. */
  /** 'bytes': a 2xx body is answered as { bytes, contentType } (002 §7 profile picture blob). */
  responseType?: 'json' | 'text' | 'bytes';
}

/** A 2xx body read as bytes (responseType 'bytes'). */
export interface UpstreamBytes {
  bytes: Buffer;
  contentType: string;
}

type ResponseType = 'json' | 'text' | 'bytes';

export interface UpstreamClientOptions {
  apiBaseUrl: string;
  authBaseUrl: string;
  timeoutMs: number;
  retry?: Partial<RetryPolicy>;
  cache: { ttlMs: number; max: number };
  circuitBreaker: { failureThreshold: number; cooldownMs: number; minCallers?: number } | false;
  dispatcher?: Dispatcher;
  sleep?: (ms: number) => Promise<void>;
  /** Revoked access tokens: never answered from the cache. */
  revocations?: Revocations;
}

type Attempt = { ok: true; data: unknown } | { ok: false; failure: Exclude<UpstreamFailure, { kind: 'circuit-open' }> };

const WRITE_METHODS = new Set<HttpMethod>(['POST', 'PUT', 'PATCH', 'DELETE']);

export class UpstreamClient {
  private readonly dispatcher: Dispatcher;
  private readonly ownsDispatcher: boolean;
  private readonly cache: ResponseCache | null;
  private readonly breakers = new Map<string, CircuitBreaker>();
  private readonly retry: RetryPolicy;
  private readonly sleep: (ms: number) => Promise<void>;
  readonly revocations: Revocations;

  constructor(private readonly options: UpstreamClientOptions) {
    this.revocations = options.revocations ?? new Revocations();
    // A revocation heard from anywhere drops the token's cached answers at once.
    this.revocations.onRevoke((userKey) => this.cache?.invalidateUser(userKey));
    this.ownsDispatcher = !options.dispatcher;
    // Keep-alive pooling per origin; idle sockets live 10 s so bursts of resolvers reuse connections.
    this.dispatcher = options.dispatcher ?? new Agent({ keepAliveTimeout: 10_000, connections: 128 });
    this.cache = options.cache.ttlMs > 0 ? new ResponseCache({ ttlMs: options.cache.ttlMs, max: options.cache.max }) : null;
    this.retry = { ...defaultRetryPolicy, ...options.retry };
    this.sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  }

  /**
   * One call for this caller; within the request's budget (deadline and call count) when one is given, and a
   * child span of the GraphQL request's span when `parentSpan` answers one.
   */
  async call<T>(caller: Caller, req: UpstreamRequest, budget?: RequestBudget, parentSpan?: () => Span | undefined): Promise<T> {
    const method = req.method ?? 'GET';
    const base = req.base === 'auth' ? this.options.authBaseUrl : this.options.apiBaseUrl;
    const url = buildUrl(base, req.path, req.query);
    const headers = forwardedHeaders(caller, req.path, { withToken: req.withToken !== false });
    for (const [name, value] of Object.entries(req.headers ?? {})) if (value !== undefined) headers[name] = value;
    let body: string | Buffer | undefined;
    if (req.multipart) {
      // Encoded once here (the platform's FormData, whichever realm built it): boundary header and bytes.
      const encoded = new Response(req.multipart);
      headers['content-type'] = encoded.headers.get('content-type') ?? 'multipart/form-data';
      body = Buffer.from(await encoded.arrayBuffer());
    } else if (req.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(req.json);
    } else if (req.text !== undefined) {
      headers['content-type'] = 'text/plain; charset=utf-8';
      body = req.text;
    } else if (req.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(req.form).toString();
    }
    const family = apiFamily(req.path);
    const userKey = caller.token && req.withToken !== false ? userKeyOf(caller.token) : null;
    // Who the breaker counts a failure against: the user, else the session, else nobody in particular.
    const callerKey = userKey ?? caller.sessionId ?? 'anonymous';
    const responseType: ResponseType = req.responseType ?? 'json';
    // Each call is a child span of the request's and carries its traceparent; added past the cache key, which
    // must not differ per call.
    const send = () =>
      withUpstreamSpan(method, url, headers, (traced) => this.send(family, method, url, traced, body, callerKey, budget, responseType) as Promise<T>, { parent: parentSpan?.() });

    if (method === 'GET' && userKey && this.cache && !this.revocations.isRevoked(userKey)) {
      const key = this.cache.key(userKey, method, url, headers);
      return (caller.fresh ? this.cache.reload(key, send) : this.cache.getOrLoad(key, send)).catch((error: unknown) => this.noteRefusal(userKey, error));
    }
    try {
      return await send();
    } catch (error) {
      return this.noteRefusal(userKey, error);
    } finally {
      // A write may change what this user's cached reads would say; failed writes too (they may half-apply).
      if (userKey && WRITE_METHODS.has(method)) this.cache?.invalidateUser(userKey);
    }
  }

  /** Drops every cached answer for this access token (e.g. on sign-out). */
  invalidateUser(token: string): void {
    this.cache?.invalidateUser(userKeyOf(token));
  }

  /** The token is revoked (signed out, refresh reuse): no cached answer for it here or, with Redis, anywhere. */
  revoke(token: string): void {
    this.revocations.revoke(userKeyOf(token));
  }

  /** An upstream that refuses the token as unknown, expired or revoked: nothing more is answered for it from the cache. */
  private noteRefusal(userKey: string | null, error: unknown): never {
    const extensions = (error as { extensions?: { code?: unknown; upstreamStatus?: unknown } }).extensions;
    if (userKey && extensions?.code === 'UNAUTHENTICATED' && extensions.upstreamStatus === 401) this.revocations.revoke(userKey);
    throw error;
  }

  async close(): Promise<void> {
    if (this.ownsDispatcher) await this.dispatcher.close();
  }

  private async send(family: string, method: HttpMethod, url: string, headers: Record<string, string>, body: string | Buffer | undefined, callerKey: string, budget?: RequestBudget, responseType: ResponseType = 'json') {
    const refused = budget?.takeCall();
    if (refused) throw refused;
    const breaker = this.breakerFor(family);
    if (breaker && !breaker.tryPass()) throw toGraphQLError({ kind: 'circuit-open' }, family);
    for (let retry = 0; ; retry++) {
      const remaining = budget ? budget.remainingMs() : Infinity;
      if (remaining <= 0) throw budget!.deadlineError();
      const attempt = await this.attempt(method, url, headers, body, Math.min(this.options.timeoutMs, remaining), responseType);
      if (attempt.ok) {
        breaker?.success();
        return attempt.data;
      }
      const { failure } = attempt;
      if (retry < this.retry.retries && isRetryable(method, failure)) {
        const delay = backoffDelay(retry + 1, this.retry);
        // No retry that could not finish before the deadline.
        if (!budget || budget.remainingMs() > delay) {
          await this.sleep(delay);
          continue;
        }
      }
      if (breaker) {
        // Only the upstream's own failures count: 5xx, timeouts, resets, unreadable answers; a 4xx is
        // the caller's mistake and shows the upstream alive.
        const upstreamAtFault = failure.kind !== 'status' || failure.status >= 500;
        if (upstreamAtFault) breaker.failure(callerKey);
        else breaker.success();
      }
      throw toGraphQLError(failure, family);
    }
  }

  private async attempt(method: HttpMethod, url: string, headers: Record<string, string>, body: string | Buffer | undefined, timeoutMs: number, responseType: ResponseType = 'json'): Promise<Attempt> {
    // A timer cleared when the attempt ends, not AbortSignal.timeout: on Node 20 that one leaves a timer, a weak
    // reference and a finalization entry per call until the signal is collected, and a call outliving its young
    // generation saw its timer fire seconds later and build a DOMException no one listens for.
    const controller = new AbortController();
    const { signal } = controller;
    const timer = setTimeout(() => controller.abort(new DOMException('The operation was aborted due to timeout', 'TimeoutError')), timeoutMs);
    try {
      const res = await request(url, { method, headers, body, dispatcher: this.dispatcher, signal });
      const raw = Buffer.from(await res.body.arrayBuffer());
      const text = raw.toString('utf8');
      const wwwAuthenticate = res.headers['www-authenticate'];
      if (res.statusCode >= 200 && res.statusCode < 300) {
        if (responseType === 'bytes') {
          const type = res.headers['content-type'];
          const contentType = (Array.isArray(type) ? type[0] : type) ?? 'application/octet-stream';
          return { ok: true, data: { bytes: raw, contentType } satisfies UpstreamBytes };
        }
        if (responseType === 'text') return { ok: true, data: text };
        if (text.trim() === '') return { ok: true, data: null };
        try {
          return { ok: true, data: JSON.parse(text) };
        } catch {
          return { ok: false, failure: { kind: 'bad-response', status: res.statusCode } };
        }
      }
      return {
        ok: false,
        failure: {
          kind: 'status',
          status: res.statusCode,
          body: parseLenient(text),
          wwwAuthenticate: Array.isArray(wwwAuthenticate) ? wwwAuthenticate.join(', ') : wwwAuthenticate,
        },
      };
    } catch (error) {
      if (signal.aborted) return { ok: false, failure: { kind: 'timeout', timeoutMs } };
      const err = error as { code?: string; message?: string };
      return { ok: false, failure: { kind: 'network', cause: err.code ?? err.message ?? 'error' } };
    } finally {
      clearTimeout(timer);
    }
  }

  private breakerFor(family: string): CircuitBreaker | null {
    if (!this.options.circuitBreaker) return null;
    let breaker = this.breakers.get(family);
    if (!breaker) this.breakers.set(family, (breaker = new CircuitBreaker(this.options.circuitBreaker)));
    return breaker;
  }
}

function parseLenient(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
