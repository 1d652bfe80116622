// The adviser's side of a screen-share session (sandbox/README.md "Screen sharing"), under the bearer check:
// every call is scoped to the signed-in adviser (another adviser's session is 404, like an unknown id).
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/index.js';
import { badRequest } from '../../http/http-error.js';
import type { SandboxServices } from '../define-routes.js';
import { MAX_BATCH_BYTES, MAX_PRODUCT, adviserEnds, ownSession, sessionJson, startSession, storeEvents } from './session-store.js';

export const COBROWSE = '/wealth/cobrowse/v1/sessions';

export function registerSessionRoutes(api: FastifyInstance, db: Db, { events }: SandboxServices): void {
  api.post<{ Body: unknown }>(COBROWSE, async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const product = typeof body.product === 'string' ? body.product.trim() : '';
    if (!product || product.length > MAX_PRODUCT || /[\u0000-\u001f]/.test(product)) throw badRequest(`product is required (at most ${MAX_PRODUCT} characters)`);
    return reply.code(201).send(await startSession(db, events, request.scope.mac, request.scope.brand, product));
  });

  api.get<{ Params: { id: string } }>(`${COBROWSE}/:id`, async (request) => sessionJson(await ownSession(db, events, request.scope.mac, request.params.id)));

  api.post<{ Params: { id: string }; Body: unknown }>(`${COBROWSE}/:id/events`, {
    bodyLimit: MAX_BATCH_BYTES,
    // Fastify's own body-limit refusal, as the contract's 413 (other errors go on to the sandbox's handler).
    errorHandler(error, _request, reply) {
      if ((error as { code?: string }).code !== 'FST_ERR_CTP_BODY_TOO_LARGE') throw error;
      return reply.code(413).send({ error: 'payload_too_large', message: `A batch is at most ${MAX_BATCH_BYTES} bytes.` });
    },
  }, async (request, reply) => {
    const bytes = Number(request.headers['content-length'] ?? 0) || Buffer.byteLength(JSON.stringify(request.body ?? null));
    const accepted = await storeEvents(db, events, request.scope.mac, request.params.id, request.body, bytes);
    return reply.code(202).send({ accepted });
  });

  // Body { reason: 'logout' }: the adviser is signing out, so the viewer hears 'logout' (001 §4); else 'end'.
  api.post<{ Params: { id: string }; Body: unknown }>(`${COBROWSE}/:id/end`, async (request) => {
    const reason = ((request.body ?? {}) as Record<string, unknown>).reason;
    if (reason !== undefined && reason !== 'logout') throw badRequest("reason is 'logout' or absent");
    return sessionJson(await adviserEnds(db, events, request.scope.mac, request.params.id, reason === 'logout'));
  });
}
