// The sandbox's development endpoints (/sandbox/faults, /sandbox/requests, /sandbox/alerts, ...) are for tests and developers,
// not for any page a browser happens to open (issue 11 item 14): each call needs the x-sandbox-dev header
// (a custom header, so no cross-site form or link can make the call; SANDBOX_DEV_TOKEN, when set, is its
// required value), a POST needs a JSON body, and in production mode (APP_ENV=production) they do not exist,
// nor do the counterpart pages under /console/ that drive them. Both answer only their own Host names
// (own-host.ts: DNS rebinding) and carry the console headers (console-headers.ts).
import type { FastifyInstance } from 'fastify';
import { setConsoleHeaders } from './console-headers.js';
import { extraDevHosts, isOwnHost } from './own-host.js';

export const DEV_HEADER = 'x-sandbox-dev';

export function registerDevGuard(app: FastifyInstance, env: NodeJS.ProcessEnv = process.env): void {
  const extraHosts = extraDevHosts(env);
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0];
    const counterpartPage = path.startsWith('/console/');
    if (!counterpartPage && !path.startsWith('/sandbox/')) return;
    if (env.APP_ENV === 'production') return reply.code(404).send({ error: 'not_found' });
    setConsoleHeaders(reply.raw);
    if (!isOwnHost(request.headers.host, request.socket.localPort, extraHosts)) {
      return reply.code(403).type('text/plain').send('This development page answers only at its own address (localhost, 127.0.0.1 or [::1] on its port, or a host in SANDBOX_DEV_HOSTS).');
    }
    // Counterpart pages (/console/...) are pages a browser opens; the calls their scripts make carry the header.
    if (counterpartPage) return;
    const presented = request.headers[DEV_HEADER];
    const expected = env.SANDBOX_DEV_TOKEN;
    if (typeof presented !== 'string' || !presented || (expected && presented !== expected)) {
      return reply.code(403).send({ error: 'forbidden', message: `development endpoint: send the ${DEV_HEADER} header${expected ? ' with the development token' : ''}` });
    }
    if (request.method === 'POST' && !String(request.headers['content-type'] ?? '').startsWith('application/json')) {
      return reply.code(415).send({ error: 'unsupported_media_type', message: 'send the body as application/json' });
    }
  });
}

/** Tokens and session ids never appear in the request log whole: the last four characters say enough. */
export function redact(value: string): string {
  return value.length <= 4 ? '****' : `…${value.slice(-4)}`;
}
