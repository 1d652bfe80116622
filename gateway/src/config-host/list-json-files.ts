// Every .json file under the config folder, as posix paths relative to it (sorted, for stable reports).
import { readdir } from 'node:fs/promises';
import path from 'node:path';

export async function listJsonFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.json') && !e.name.startsWith('.'))
    .map((e) => path.relative(dir, path.join(e.parentPath ?? e.path, e.name)).split(path.sep).join('/'))
    .sort();
}

/** The subfolders too, for watching: fs.watch is not recursive on every platform. */
export async function listDirs(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return [dir, ...entries.filter((e) => e.isDirectory()).map((e) => path.join(e.parentPath ?? e.path, e.name))];
}
