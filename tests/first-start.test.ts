// Issue 11 item 1: the first `npm start` of a fresh clone builds the web, and the build left
// NODE_ENV=production in the start process, so gateway and sandbox started in production mode (no
// playground, no introspection). Started here through the real start script with NODE_ENV=production
// already set, as the build leaves it: the mode is APP_ENV's alone, so the playground is served.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

let child: ChildProcess;
let gateway: string;
let dataDir: string;
let output = '';
beforeAll(async () => {
  const [port, sandboxPort] = [await freePort(), await freePort()];
  dataDir = mkdtempSync(join(tmpdir(), 'ao-first-start-'));
  gateway = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', PORT: String(port), SANDBOX_PORT: String(sandboxPort), DATA_DIR: dataDir, SKIP_BUILD: '1', SEED_ACCOUNTS: '200', SEED_CLIENTS: '80', DATABASE_URL: '' };
  delete env.APP_ENV;
  delete env.SANDBOX_DEV_TOKEN;
  child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`not ready in time:\n${output}`)), 110_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Adviser Online is ready')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => reject(new Error(`start exited with ${code}:\n${output}`)));
  });
}, 120_000);

afterAll(() => {
  if (child?.pid) process.kill(-child.pid, 'SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('npm start with NODE_ENV=production left in its environment', () => {
  it('serves the playground and answers introspection: development mode, as APP_ENV says', async () => {
    const page = await fetch(`${gateway}/graphql`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/graphiql/i);
    const res = await fetch(`${gateway}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ __schema { queryType { name } } }' }) });
    expect(await res.json()).toEqual({ data: { __schema: { queryType: { name: 'Query' } } } });
  });
});

// Issue 28 finding 7: `npm start` left the sandbox's consoles open to any page that learnt their address.
describe('npm start guards the sandbox consoles with a token made for the run', () => {
  it('prints each console with the token, and a console without it is refused', async () => {
    const printed = /^ {2}Request console +(http:\/\/localhost:\d+\/console\/requests)\?dev_token=([\w-]{20,})$/m.exec(output);
    expect(printed, output).not.toBeNull();
    const [, page, token] = printed!;
    const local = page.replace('localhost', '127.0.0.1');
    expect(output).toContain(`/console/phone?dev_token=${token}`);
    expect((await fetch(local)).status).toBe(403);
    expect((await fetch(`${local}?dev_token=${token}`)).status).toBe(200);
    expect((await fetch(`${local.replace('/console/requests', '/sandbox/requests')}`, { headers: { 'x-sandbox-dev': '1' } })).status).toBe(403);
  });
});
