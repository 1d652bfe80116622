// Calls back (debounced) when anything under the config folder changes. Watches each folder on its
// own because recursive fs.watch is not available everywhere; folders added later are picked up on
// the next refresh().
import { watch, type FSWatcher } from 'node:fs';
import { listDirs } from './list-json-files.ts';

export interface DirWatcher {
  /** Starts watching folders created since the last call. */
  refresh(): Promise<void>;
  close(): void;
}

export async function watchConfigDir(dir: string, debounceMs: number, onChange: () => void): Promise<DirWatcher> {
  const watchers = new Map<string, FSWatcher>();
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  // Editors save in bursts (write, rename, chmod); one reload per burst.
  const schedule = () => {
    if (closed) return;
    clearTimeout(timer);
    timer = setTimeout(onChange, debounceMs);
  };
  const refresh = async () => {
    const dirs = await listDirs(dir).catch(() => [dir]);
    for (const [watched, watcher] of watchers) {
      if (!dirs.includes(watched)) {
        watcher.close();
        watchers.delete(watched);
      }
    }
    for (const folder of dirs) {
      if (closed || watchers.has(folder)) continue;
      try {
        const watcher = watch(folder, schedule);
        watcher.on('error', () => {
          watcher.close();
          watchers.delete(folder);
        });
        watchers.set(folder, watcher);
      } catch {
        // The folder went away between listing and watching; the next refresh settles it.
      }
    }
  };
  await refresh();
  return {
    refresh,
    close() {
      closed = true;
      clearTimeout(timer);
      for (const watcher of watchers.values()) watcher.close();
      watchers.clear();
    },
  };
}
