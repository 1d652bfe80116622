// The browser's side of chunk-load recovery: session storage, CacheStorage and a real reload.
import { browserSessionStorage } from '../../session/memory-storage';
import { installChunkErrorHandler, reloadOnce, type ChunkReloadDeps } from './chunk-reload';

function browserDeps(): ChunkReloadDeps {
  return {
    storage: browserSessionStorage(),
    caches: 'caches' in window ? window.caches : undefined,
    reload: () => window.location.reload(),
  };
}

/** Reloads once per session; false when this session already tried, so the caller shows the error. */
export function recoverFromChunkError(): Promise<boolean> {
  return reloadOnce(browserDeps());
}

export function installChunkRecovery(): void {
  installChunkErrorHandler(window, browserDeps());
}
