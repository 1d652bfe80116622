// A tiny stand-in for the wealth REST API in tests: a node:http server answering canned JSON per route,
// recording every request (method, path, query, headers) so tests can check what the gateway sent.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
}

export type FakeReply =
  | { status?: number; body?: unknown; headers?: Record<string, string>; delayMs?: number }
  | { raw: string; status?: number; delayMs?: number }
  | { destroy: true; delayMs?: number }
  /** Recorded, then never answered (the connection closes with the fake): a timeout test waits on no clock. */
  | { never: true };

export type FakeRoute = FakeReply | ((request: RecordedRequest, call: number) => FakeReply);

export interface FakeUpstream {
  url: string;
  requests: RecordedRequest[];
  /** Answer METHOD path (exact path, or a RegExp on the path); later routes win. */
  route(method: string, path: string | RegExp, reply: FakeRoute): void;
  /** Recorded requests to a path (exact or RegExp). */
  calls(path: string | RegExp, method?: string): RecordedRequest[];
  close(): Promise<void>;
}

const matches = (pattern: string | RegExp, path: string) =>
  typeof pattern === 'string' ? pattern === path : pattern.test(path);

export async function startFakeUpstream(): Promise<FakeUpstream> {
  const routes: Array<{ method: string; path: string | RegExp; reply: FakeRoute; calls: number }> = [];
  const requests: RecordedRequest[] = [];

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(recorded);
      const route = [...routes].reverse().find((r) => r.method === recorded.method && matches(r.path, recorded.path));
      if (!route) {
        res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'not_found' }));
        return;
      }
      route.calls += 1;
      const reply = typeof route.reply === 'function' ? route.reply(recorded, route.calls) : route.reply;
      if ('never' in reply) return;
      if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
      if ('destroy' in reply) {
        req.socket.destroy();
        return;
      }
      if ('raw' in reply) {
        res.writeHead(reply.status ?? 200, { 'content-type': 'application/json' }).end(reply.raw);
        return;
      }
      const body = reply.body === undefined ? '' : JSON.stringify(reply.body);
      res.writeHead(reply.status ?? 200, { 'content-type': 'application/json', ...reply.headers }).end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    route: (method, path, reply) => routes.push({ method, path, reply, calls: 0 }),
    calls: (path, method) => requests.filter((r) => matches(path, r.path) && (!method || r.method === method)),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
