// Starts one sandbox and one gateway over real HTTP for the whole integration run.
// IT_STORE=postgres runs the same suite against PostgreSQL (DATABASE_URL) in a throwaway schema.
import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { startSandbox } from '../sandbox/src/server.ts';
import { startGateway } from '../gateway/src/server.ts';
import { startStoreReader } from './store-reader.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    sandboxUrl: string;
    gatewayUrl: string;
    store: string;
    /** POST { sql, params } → { rows }: read-only queries on the sandbox's store (store-reader.ts). */
    storeUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const usePostgres = process.env.IT_STORE === 'postgres';
  if (usePostgres && !process.env.DATABASE_URL) throw new Error('IT_STORE=postgres needs DATABASE_URL');
  const schema = `it_${Date.now().toString(36)}_${process.pid}`;
  // The sandbox signs its events (new alerts) with a secret made for this run; the gateway receives them.
  const eventsSecret = randomBytes(32).toString('hex');
  // Every answer the gateway reads is checked against the OpenAPI document's schema (sandbox/src/http/response-check.ts).
  const common = { seed: { accounts: 3000, clients: 900 }, events: { secret: eventsSecret }, checkResponses: true };
  const sandbox = await startSandbox(usePostgres ? { databaseUrl: process.env.DATABASE_URL, schema, ...common } : { memory: true, ...common });
  const gateway = await startGateway({ port: 0, upstreamBaseUrl: sandbox.url, webDist: null, eventsSecret }).catch(async (err) => {
    await sandbox.close(); // or the failed run hangs on the sandbox's open handles
    throw err;
  });
  sandbox.events.addTarget(`${gateway.url}/events/notification-centre`);
  const reader = await startStoreReader(sandbox.db);
  project.provide('sandboxUrl', sandbox.url);
  project.provide('gatewayUrl', gateway.url);
  project.provide('store', usePostgres ? 'postgres' : 'pglite');
  project.provide('storeUrl', reader.url);
  return async () => {
    await reader.close();
    await gateway.close();
    if (usePostgres) await sandbox.db.exec(`drop schema if exists ${schema} cascade`);
    await sandbox.close();
  };
}
