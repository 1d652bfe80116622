// CSRF prevention (the rule of yoga's csrf-prevention plugin and Apollo's csrfPrevention, kept here
// rather than adding a package): a request a browser could send cross-site without a CORS preflight
// (GET, or a POST with a "simple" content type) must carry a custom header. The web's requests always
// do (x-session-id) and its POSTs are application/json, so they pass; a forged form or <img> does not.
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import { ErrorCode } from '../errors.js';

export interface CsrfPreventionOptions {
  /** Any one of these headers marks the request as not simple. */
  requestHeaders?: string[];
}

export const defaultCsrfHeaders = ['x-graphql-csrf', 'apollo-require-preflight', 'x-apollo-operation-name', 'x-session-id'];

const SIMPLE_CONTENT_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain']);

export function isPreflighted(request: Request): boolean {
  const contentType = request.headers.get('content-type')?.split(';')[0].trim().toLowerCase();
  return request.method !== 'GET' && !!contentType && !SIMPLE_CONTENT_TYPES.has(contentType);
}

export function useCsrfPrevention({ requestHeaders = defaultCsrfHeaders }: CsrfPreventionOptions = {}): Plugin {
  return {
    onRequestParse({ request }) {
      if (isPreflighted(request)) return;
      if (requestHeaders.some((name) => request.headers.has(name))) return;
      throw createGraphQLError(
        `This request needs a content-type that forces a CORS preflight (application/json) or one of the headers ${requestHeaders.join(', ')}`,
        { extensions: { code: ErrorCode.CSRF_HEADER_REQUIRED, http: { status: 403 } } },
      );
    },
  };
}
