import type { FastifyInstance } from 'fastify';
import { HttpError } from './http-error.js';

/** Which error shape a route answers in: the payments family nests its errors (route-policy.ts). */
const familyOf = (config: unknown) => (config as { policy?: { errors?: string } } | undefined)?.policy?.errors;

// Maps thrown errors to the contract: HttpError as given, a request breaking the route's schema
// (validation.ts) to bad_request naming the field, fastify's own 4xx (bad JSON, wrong content type,
// body too large) to bad_request, anything else to a logged 500.
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err, request, reply) => {
    if (err instanceof HttpError) {
      return reply.code(err.status).headers(err.headers).send(err.body);
    }
    const invalid = err as { validation?: unknown; field?: string; message: string };
    if (invalid.validation) {
      const field = (invalid.field ?? '').replace(/^(body|querystring|params|headers)\/?/, '').replaceAll('/', '.');
      const errors = [{ code: 'BAD_REQUEST', field, message: invalid.message }];
      if (familyOf(request.routeOptions.config) === 'payments') return reply.code(400).send({ error: { errors }, message: invalid.message, errors });
      return reply.code(400).send({ error: 'bad_request', message: invalid.message, errors });
    }
    const { statusCode, message } = err as { statusCode?: number; message?: string };
    if (statusCode && statusCode >= 400 && statusCode < 500) {
      return reply.code(400).send({ error: 'bad_request', message });
    }
    request.log.error(err);
    return reply.code(500).send({ error: 'server_error' });
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ error: 'not_found' }));
}
