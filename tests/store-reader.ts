// A read-only window on the sandbox's store for the integration tests (global-setup.ts starts it): tests that
// compare an answer with what the store holds (tests/policy-matrix.test.ts) read the facts straight from it,
// not through the APIs under test. Each query runs in a read-only transaction, so a test cannot change the
// store through it. Listens on 127.0.0.1 only, for the length of the run.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Db } from '../sandbox/src/db/index.ts';

export async function startStoreReader(db: Db): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void (async () => {
        try {
          const { sql, params } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { sql: string; params?: unknown[] };
          const rows = await db.transaction(async (tx) => {
            await tx.exec('set transaction read only');
            return (await tx.query(sql, params ?? [])).rows;
          });
          res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ rows }));
        } catch (error) {
          res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ error: String((error as Error).message ?? error) }));
        }
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
