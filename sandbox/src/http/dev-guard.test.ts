// The development surface (/console/ pages, /sandbox/ endpoints) over real HTTP: it answers only its own Host
// names (DNS rebinding: a page on attacker.example whose name now points at 127.0.0.1 still sends its own Host),
// and console responses carry headers that keep them out of frames, caches and MIME sniffing.
import { request as httpRequest } from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerDevGuard } from './dev-guard.js';

const DEV = { 'x-sandbox-dev': '1' };

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function listening(env: NodeJS.ProcessEnv = {}): Promise<number> {
  app = Fastify();
  registerDevGuard(app, env);
  app.get('/console/x', async () => 'every adviser’s cases');
  app.get('/sandbox/x', async () => ({ ok: true }));
  app.get('/api/x', async () => ({ ok: true }));
  // A stream writes its own head (the screen share viewer's server-sent events).
  app.get('/console/stream', async (_request, reply) => {
    reply.hijack();
    reply.raw.writeHead(200, { 'content-type': 'text/event-stream' });
    reply.raw.end('data: 1\n\n');
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as { port: number }).port;
}

/** A GET to the local server with whatever Host header a browser would send (fetch may not set Host). */
function get(port: number, path: string, host: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers: { ...headers, host } }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the development surface answers only its own Host', () => {
  it('refuses a rebound name on the console and the development endpoints; the API answers any', async () => {
    const port = await listening();
    const page = await get(port, '/console/x', 'attacker.example');
    expect(page.status).toBe(403);
    expect(page.body).not.toContain('cases');
    expect((await get(port, '/console/x', `attacker.example:${port}`)).status).toBe(403);
    expect((await get(port, '/sandbox/x', `attacker.example:${port}`, DEV)).status).toBe(403);
    expect((await get(port, '/api/x', 'attacker.example')).status).toBe(200);
  });

  it('answers localhost, 127.0.0.1 and [::1] on its own port only', async () => {
    const port = await listening();
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`, `LOCALHOST:${port}`]) {
      expect((await get(port, '/console/x', host)).status, host).toBe(200);
      expect((await get(port, '/sandbox/x', host, DEV)).status, host).toBe(200);
    }
    for (const host of [`localhost:${port + 1}`, 'localhost', `localhost.:${port}`, `127.0.0.2:${port}`, `localhost:${port}@evil`]) {
      expect((await get(port, '/console/x', host)).status, host).toBe(403);
    }
  });

  // A name a proxy in front keeps (the browser's Host), with the proxy's port or any.
  it('answers the names SANDBOX_DEV_HOSTS adds: with a port that port, without one any', async () => {
    const port = await listening({ SANDBOX_DEV_HOSTS: ` sandbox.test:8080 , Dev.Example ` });
    expect((await get(port, '/console/x', 'dev.example:8443')).status).toBe(200);
    expect((await get(port, '/console/x', 'dev.example')).status).toBe(200);
    expect((await get(port, '/console/x', `sandbox.test:8080`)).status).toBe(200);
    expect((await get(port, '/console/x', 'sandbox.test:1')).status).toBe(403);
    expect((await get(port, '/console/x', `evil.dev.example:${port}`)).status).toBe(403);
  });
});

describe('console responses', () => {
  it('send a CSP without framing, nosniff, DENY, no referrer and no caching, streams too', async () => {
    const port = await listening();
    for (const path of ['/console/x', '/console/stream']) {
      const { status, headers } = await get(port, path, `localhost:${port}`);
      expect(status, path).toBe(200);
      const csp = String(headers['content-security-policy']);
      expect(csp, path).toContain("default-src 'self'");
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).toContain("object-src 'none'");
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['x-frame-options'], path).toBe('DENY');
      expect(headers['referrer-policy'], path).toBe('no-referrer');
      expect(headers['cache-control'], path).toBe('no-store');
    }
    // A refusal carries them as well.
    expect((await get(port, '/console/x', 'attacker.example')).headers['x-frame-options']).toBe('DENY');
  });
});
