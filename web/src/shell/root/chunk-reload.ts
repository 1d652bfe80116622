// Chunk load failure (000 §4): after a deployment the old chunk names are gone, so a lazy import fails.
// Clear the caches and reload once per browser session; a second failure is shown, not looped on.
import type { SessionStorageLike } from '../../session/session-storage';

export const CHUNK_RELOAD_KEY = 'ao_chunk_reload';

/** The messages browsers give for a failed dynamic import or CSS preload. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error ?? '');
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError|Loading chunk \S+ failed/i.test(
    message,
  );
}

export interface ChunkReloadDeps {
  storage: SessionStorageLike;
  /** window.caches, when the browser has CacheStorage. */
  caches?: Pick<CacheStorage, 'keys' | 'delete'>;
  reload(): void;
}

/** Clears caches and reloads, unless this session already did: then resolves false and the error shows. */
export async function reloadOnce({ storage, caches, reload }: ChunkReloadDeps): Promise<boolean> {
  if (storage.getItem(CHUNK_RELOAD_KEY)) return false;
  storage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
  if (caches) {
    const names = await caches.keys().catch(() => [] as string[]);
    await Promise.all(names.map((name) => caches.delete(name).catch(() => false)));
  }
  reload();
  return true;
}

/** Vite reports a failed preload of a lazy chunk's dependencies with this event. */
export function installChunkErrorHandler(target: Window, deps: ChunkReloadDeps): void {
  target.addEventListener('vite:preloadError', (event) => {
    // Handled here: keep Vite from throwing the error into the page as well.
    event.preventDefault();
    void reloadOnce(deps);
  });
}
