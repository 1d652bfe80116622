// Security headers on every answer (issue 11 item 13). The app's policy allows scripts only from the
// gateway's own files (the built app has no inline script) and no framing at all; the playground, whose
// page is one inline script, gets its own policy naming exactly that script by hash. HSTS only over
// HTTPS (a plain-HTTP development gateway must not pin itself).
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const common = ["default-src 'self'", "base-uri 'self'", "object-src 'none'", "frame-ancestors 'none'", "form-action 'self'"];

export const APP_POLICY = [
  ...common,
  "script-src 'self'",
  // React sets style properties through the DOM (never blocked); stylesheets are files.
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
].join('; ');

/** The playground's policy: its inline scripts by hash, its inline styles, its web workers. */
export function playgroundPolicy(html: string): string {
  const hashes = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => `'sha256-${createHash('sha256').update(m[1]).digest('base64')}'`);
  return [
    ...common,
    `script-src ${hashes.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "worker-src 'self' blob:",
    "connect-src 'self'",
  ].join('; ');
}

// yoga renders the playground for a GET of /graphql that accepts HTML (and writes it itself, so the
// reply's content type is not known here).
const isPlaygroundRequest = (request: FastifyRequest) =>
  request.method === 'GET' && request.url.split('?')[0] === '/graphql' && String(request.headers.accept ?? '').includes('text/html');

const overHttps = (request: FastifyRequest) => request.protocol === 'https' || request.headers['x-forwarded-proto'] === 'https';

export function registerSecurityHeaders(app: FastifyInstance, playground: () => string | undefined): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    const playgroundPage = isPlaygroundRequest(request) ? playground() : undefined;
    reply.header('content-security-policy', playgroundPage ?? APP_POLICY);
    if (overHttps(request)) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    return payload;
  });
}
