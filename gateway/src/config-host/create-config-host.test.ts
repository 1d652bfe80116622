// The host the gateway holds: refuses to start on invalid config, and in development reloads on
// change while keeping the last good config through an invalid edit.
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { ConfigLoadError } from './config-load-error.ts';
import { createConfigHost, type ConfigHost } from './create-config-host.ts';
import { copyConfig, type ConfigCopy } from './test-support.ts';

/** How long a saved file may take to be seen: a hang guard, not a speed check (a busy machine delays the watcher). */
const RELOADED = { timeout: 20_000, interval: 50 };

let copy: ConfigCopy;
let host: ConfigHost | undefined;
const logger = { info: vi.fn(), warn: vi.fn() };

beforeEach(async () => {
  copy = await copyConfig();
  logger.info.mockReset();
  logger.warn.mockReset();
});
afterEach(async () => {
  host?.close();
  host = undefined;
  await copy.remove();
});

it('refuses to start on invalid config, listing every error in the message', async () => {
  await copy.edit('plugins.json', (json) => {
    json.plugins.greeting = { enable: true };
  });
  await copy.edit('brands/mgl.json', (json) => {
    json.assistNumber = '';
  });
  const start = createConfigHost({ dir: copy.dir, logger });
  await expect(start).rejects.toBeInstanceOf(ConfigLoadError);
  const error = (await start.catch((e: unknown) => e)) as ConfigLoadError;
  expect(error.errors).toHaveLength(2);
  expect(error.message).toMatch(/^config is invalid \(2 errors\); the gateway will not start:\n/);
  expect(error.message).toContain("brands/mgl.json#/assistNumber: must be a phone number written like '1800 808 508' (found '')");
  expect(error.message).toContain("plugins.json#/plugins/greeting/enable: unknown key 'enable' (did you mean 'enabled'?)");
});

it('keeps the last good config through an invalid change, says why, and takes the next good one', async () => {
  host = await createConfigHost({ dir: copy.dir, watch: true, debounceMs: 50, logger });
  const changes: unknown[] = [];
  host.onChange((config) => changes.push(config.brands.mgl.assistNumber));
  const good = host.current();

  await copy.edit('brands/mgl.json', (json) => {
    json.assistNumber = 'call us';
  });
  // Waits for the exact error: an editor's save may be seen half-written first.
  await vi.waitFor(
    () =>
      expect(host!.lastErrors()).toEqual([
        expect.objectContaining({ pointer: '/assistNumber', message: "must be a phone number written like '1800 808 508' (found 'call us')" }),
      ]),
    RELOADED,
  );
  expect(host.current()).toBe(good);
  expect(logger.warn).toHaveBeenCalledWith(expect.stringMatching(/^config change refused, still using the last good config:\n.*brands\/mgl\.json#\/assistNumber: /));

  await copy.edit('brands/mgl.json', (json) => {
    json.assistNumber = '1300 000 000';
  });
  await vi.waitFor(() => expect(host!.current().brands.mgl.assistNumber).toBe('1300 000 000'), RELOADED);
  expect(host.lastErrors()).toEqual([]);
  expect(changes.length).toBeGreaterThan(0);
  expect(new Set(changes)).toEqual(new Set(['1300 000 000']));
});

it('does not watch unless asked', async () => {
  host = await createConfigHost({ dir: copy.dir, logger, debounceMs: 10 });
  await copy.edit('brands/mgl.json', (json) => {
    json.assistNumber = '1300 000 000';
  });
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(host.current().brands.mgl.assistNumber).toBe('1800 808 508');
  expect(await host.reload()).toBe(true);
  expect(host.current().brands.mgl.assistNumber).toBe('1300 000 000');
});

it('fingerprints the config by its content: the same files the same version, a change another', async () => {
  host = await createConfigHost({ dir: copy.dir, logger, debounceMs: 10 });
  const other = await createConfigHost({ dir: copy.dir, logger });
  const first = host.version();
  expect(first).toMatch(/^[0-9a-f]{12}$/);
  // Another gateway over the same files says the same, so a tab behind a load balancer sees no change.
  expect(other.version()).toBe(first);
  other.close();
  await copy.edit('brands/mgl.json', (json) => {
    json.assistNumber = '1300 000 000';
  });
  expect(await host.reload()).toBe(true);
  expect(host.version()).not.toBe(first);
});
