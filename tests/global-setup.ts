// Starts one sandbox and one gateway over real HTTP for the whole integration run.
// IT_STORE=postgres runs the same suite against PostgreSQL (DATABASE_URL) in a throwaway schema.
import type { TestProject } from 'vitest/node';
import { startSandbox } from '../sandbox/src/server.ts';
import { startGateway } from '../gateway/src/server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    sandboxUrl: string;
    gatewayUrl: string;
    store: string;
  }
}

export default async function setup(project: TestProject) {
  const usePostgres = process.env.IT_STORE === 'postgres';
  if (usePostgres && !process.env.DATABASE_URL) throw new Error('IT_STORE=postgres needs DATABASE_URL');
  const schema = `it_${Date.now().toString(36)}_${process.pid}`;
  const sandbox = await startSandbox(
    usePostgres
      ? { databaseUrl: process.env.DATABASE_URL, schema, seed: { accounts: 3000, clients: 900 } }
      : { memory: true, seed: { accounts: 3000, clients: 900 } },
  );
  const gateway = await startGateway({ port: 0, upstreamBaseUrl: sandbox.url, webDist: null }).catch(async (err) => {
    await sandbox.close(); // or the failed run hangs on the sandbox's open handles
    throw err;
  });
  project.provide('sandboxUrl', sandbox.url);
  project.provide('gatewayUrl', gateway.url);
  project.provide('store', usePostgres ? 'postgres' : 'pglite');
  return async () => {
    await gateway.close();
    if (usePostgres) await sandbox.db.exec(`drop schema if exists ${schema} cascade`);
    await sandbox.close();
  };
}
