import { defineConfig } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { e2ePorts, e2eServers, serverPorts } from './e2e/ports.ts';
import { chromiumPath } from './scripts/lib/chromium-path.ts';

// The browser suite runs the real product (`scripts/start.ts`) on its own ports and a fresh data folder,
// in Debian's Chromium (never a downloaded browser). With E2E_WORKERS=2 (`npm test` sets it) two products
// start, one for each worker (e2e/ports.ts). Playwright starts them one after the other, so only the first
// builds the web app.
// A fresh data folder per run, made once by the runner (workers load this file too, and start no server).
const dataRoot = process.env.TEST_WORKER_INDEX === undefined ? (process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'ao-e2e-'))) : '';
const dataDir = (slot: number) => (slot ? `${dataRoot}-${slot}` : dataRoot);
// The sandbox's consoles and development endpoints want a token (scripts/start.ts makes one per run unless given
// one): the runner makes it, passes it to each product it starts, and the workers it forks inherit it in their
// environment, where e2e/support.ts reads it (DEV, consoleUrl).
const devToken = (process.env.SANDBOX_DEV_TOKEN ||= randomBytes(18).toString('base64url'));

export default defineConfig({
  testDir: 'e2e',
  // Hang guards, not speed checks: a test waits for what changes the page, and these only end one that never
  // comes. On a two-core machine that other work kept at a load average of about 25, whole tests took 40 to 60 s
  // and a signed-in page over 10 s to route to the dashboard (issue 28), so both sit well above that.
  timeout: 180_000,
  expect: { timeout: 30_000 },
  fullyParallel: false,
  workers: e2eServers,
  // One retry in CI only: a test that passes on its retry is reported as flaky in the digest, never hidden.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: 'playwright-report/results.json' }]],
  outputDir: 'test-results',
  use: {
    baseURL: `http://localhost:${e2ePorts.port}`,
    browserName: 'chromium',
    headless: true,
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    viewport: { width: 1440, height: 900 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: Array.from({ length: e2eServers }, (_, slot) => {
    const { port, sandboxPort } = serverPorts(slot);
    return {
      command: 'node --import tsx scripts/start.ts',
      url: `http://127.0.0.1:${port}/healthz`,
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
      env: {
        PORT: String(port),
        SANDBOX_PORT: String(sandboxPort),
        DATA_DIR: dataDir(slot),
        DATABASE_URL: '',
        SANDBOX_DEV_TOKEN: devToken,
      },
    };
  }),
});
