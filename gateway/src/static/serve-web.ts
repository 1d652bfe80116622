// Serves the built web app at /: files from the dist folder, index.html for app paths it does not know
// (the router handles them), and a plain 503 page when the app has not been built.
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cacheControlFor, REVALIDATE } from './cache-control.js';

const NOT_BUILT_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Adviser Online</title></head>
<body><h1>Service unavailable</h1><p>web app not built: run npm run build</p></body></html>`;

/** Server paths that never fall back to the app. */
const SERVER_PATHS = /^\/(graphql|healthz|health|api)(\/|$)/;

/** A GET for an app route: not a server path, and not a file (a missing chunk must 404, not get HTML). */
export function isAppNavigation(request: Pick<FastifyRequest, 'method' | 'url'>): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0];
  if (SERVER_PATHS.test(path)) return false;
  const last = path.slice(path.lastIndexOf('/') + 1);
  return !/\.[A-Za-z0-9]+$/.test(last) || last === 'index.html';
}

export interface WebOptions {
  /** Serve the build's *.map files; off in production mode (issue 11 item 13: the source was public). */
  sourceMaps: boolean;
}

export async function registerWeb(app: FastifyInstance, webDist: string | null, { sourceMaps }: WebOptions = { sourceMaps: true }): Promise<void> {
  const built = webDist !== null && existsSync(join(webDist, 'index.html'));
  if (built && !sourceMaps) {
    app.addHook('onRequest', async (request, reply) => {
      if (request.url.split('?')[0].endsWith('.map')) return reply.code(404).send({ error: 'not_found' });
    });
  }
  if (built) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      index: 'index.html',
      cacheControl: false,
      preCompressed: true,
      setHeaders: (reply, path) => reply.header('cache-control', cacheControlFor(relative(webDist, path))),
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (webDist !== null && isAppNavigation(request)) {
      if (built) return reply.header('cache-control', REVALIDATE).sendFile('index.html');
      return reply.code(503).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(NOT_BUILT_PAGE);
    }
    return reply.code(404).send({ error: 'not_found' });
  });
}
