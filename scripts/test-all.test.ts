// `npm test` on a machine without Chromium stops at once with the install command (issue 11 item 1),
// instead of running for minutes and failing every browser test with a launch error.
import { spawnSync } from 'node:child_process';
import { expect, it } from 'vitest';

it('stops before any step when the browser is missing, naming the command that installs it', () => {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/test-all.ts'], {
    env: { ...process.env, CHROMIUM_PATH: '/nonexistent/chromium' },
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(run.status).toBe(1);
  expect(run.stderr).toContain('apt-get update && apt-get install -y chromium');
  // At once: not one step started (how long that takes depends on the machine, so no time is asserted).
  expect(run.stdout).not.toContain('=== lint');
});
