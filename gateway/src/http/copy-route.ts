// GET /copy/en-AU.json: the copy catalogue from the config host, as the web reads it at run time (a copy
// edit is live on the next page load without a rebuild; in development the host reloads on save). Revalidated
// on every load by its ETag, so an unchanged catalogue costs a 304.
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ConfigHost } from '../config-host/index.ts';

export const COPY_ROUTE = '/copy/en-AU.json';

export function registerCopyRoute(app: FastifyInstance, configHost: ConfigHost): void {
  let served: { source: object; body: string; etag: string } | undefined;
  app.get(COPY_ROUTE, async (req, reply) => {
    const copy = configHost.current().copy;
    if (served?.source !== copy) {
      const { $schema: _schema, ...strings } = copy as Record<string, string>;
      const body = JSON.stringify(strings);
      served = { source: copy, body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"` };
    }
    reply.header('cache-control', 'no-cache').header('etag', served.etag);
    if (req.headers['if-none-match'] === served.etag) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(served.body);
  });
}
