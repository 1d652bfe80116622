// The node:http server the benchmark's floors share (bare-proxy.ts, bare-graphql.ts, bare-yoga.ts): /healthz, the
// port from PORT, a clean exit on SIGINT/SIGTERM, and for the JSON floors the body read whole and answered.
import { createServer, type IncomingMessage, type RequestListener } from 'node:http';

/** Serves `handle` on 127.0.0.1:PORT, /healthz answered before it. */
export function serveFloor(handle: RequestListener): void {
  const server = createServer((req, res) => {
    if (req.url === '/healthz') {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
      return;
    }
    handle(req, res);
  });
  server.listen(Number(process.env.PORT), '127.0.0.1');
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => server.close(() => process.exit(0)));
}

/** Serves `answer` (the request and its whole body in, JSON text out); a failure answers `failureStatus`. */
export function serveJsonFloor(answer: (req: IncomingMessage, body: string) => Promise<string>, failureStatus: number): void {
  serveFloor((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      answer(req, Buffer.concat(chunks).toString()).then(
        (body) => res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) }).end(body),
        (error: unknown) => res.writeHead(failureStatus, { 'content-type': 'application/json' }).end(JSON.stringify({ errors: [{ message: String(error) }] })),
      );
    });
  });
}
