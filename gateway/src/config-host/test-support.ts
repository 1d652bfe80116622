// Tests work on a temporary copy of the real config/, so each can break or change files freely.
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const realConfigDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../config');
const realPluginsDir = path.resolve(realConfigDir, '../plugins');

export interface ConfigCopy {
  dir: string;
  /** Replaces a file's JSON with what `change` returns (it may mutate and return the same object). */
  edit(file: string, change: (json: any) => unknown): Promise<void>;
  write(file: string, text: string): Promise<void>;
  remove(): Promise<void>;
}

export async function copyConfig(): Promise<ConfigCopy> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'config-host-'));
  const dir = path.join(root, 'config');
  await cp(realConfigDir, dir, { recursive: true });
  // The plugin manifests sit beside config/ (plugins/<id>/plugin.json), as in the repository.
  for (const id of await readdir(realPluginsDir)) {
    await mkdir(path.join(root, 'plugins', id), { recursive: true });
    await cp(path.join(realPluginsDir, id, 'plugin.json'), path.join(root, 'plugins', id, 'plugin.json'));
  }
  const write = (file: string, text: string) => writeFile(path.join(dir, file), text);
  return {
    dir,
    write,
    async edit(file, change) {
      const json = JSON.parse(await readFile(path.join(dir, file), 'utf8'));
      await write(file, `${JSON.stringify(change(json) ?? json, null, 2)}\n`);
    },
    remove: () => rm(root, { recursive: true, force: true }),
  };
}
