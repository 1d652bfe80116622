import type { FastifyInstance } from 'fastify';
import { HttpError } from './http-error.js';

// Maps thrown errors to the contract: HttpError as given, fastify's own 4xx (bad JSON, wrong
// content type, body too large) to bad_request, anything else to a logged 500.
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err, request, reply) => {
    if (err instanceof HttpError) {
      return reply.code(err.status).headers(err.headers).send(err.body);
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
