import { describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../../session/memory-storage';
import { CHUNK_RELOAD_KEY, isChunkLoadError, reloadOnce } from './chunk-reload';

describe('chunk load failure', () => {
  it('recognises the browsers’ failed dynamic import errors', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: http://x/assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });

  it('clears the caches and reloads once per session', async () => {
    const storage = new MemoryStorage();
    const caches = { keys: vi.fn(async () => ['a', 'b']), delete: vi.fn(async () => true) };
    const reload = vi.fn();
    expect(await reloadOnce({ storage, caches, reload })).toBe(true);
    expect(caches.delete).toHaveBeenCalledTimes(2);
    expect(reload).toHaveBeenCalledOnce();
    expect(storage.getItem(CHUNK_RELOAD_KEY)).toBeTruthy();

    expect(await reloadOnce({ storage, caches, reload })).toBe(false);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('still reloads when the browser has no CacheStorage', async () => {
    const reload = vi.fn();
    expect(await reloadOnce({ storage: new MemoryStorage(), reload })).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
  });
});
