// Tests work on a temporary copy of the real config/, so each can break or change files freely.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const realConfigDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../config');

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
