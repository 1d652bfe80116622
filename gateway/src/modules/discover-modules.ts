// Finds the gateway's modules by convention: every folder under modules/ with an index.ts (or the
// compiled index.js) exporting a defineModule() default, and its schema.graphql beside it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { GatewayModule } from './define-module.js';

export const modulesDir = fileURLToPath(new URL('.', import.meta.url));

export interface DiscoveredModule {
  module: GatewayModule;
  /** The folder's SDL files, in name order. */
  typeDefs: string[];
}

function entryOf(folder: string): string | undefined {
  return ['index.ts', 'index.js'].map((name) => join(folder, name)).find((path) => existsSync(path));
}

/** Every module under `dirs` (the gateway's own first; tests may add a folder of their own), by folder name. */
export async function discoverModules(dirs: readonly string[] = [modulesDir]): Promise<DiscoveredModule[]> {
  const found: DiscoveredModule[] = [];
  for (const dir of dirs) {
    const folders = readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name).sort();
    for (const name of folders) {
      const folder = join(dir, name);
      const entry = entryOf(folder);
      if (!entry) continue;
      const module = ((await import(pathToFileURL(entry).href)) as { default?: GatewayModule }).default;
      if (!module || module.id !== name) {
        throw new Error(`gateway module ${folder}: index must default-export defineModule({ id: '${name}', ... })`);
      }
      const typeDefs = readdirSync(folder)
        .filter((file) => file.endsWith('.graphql'))
        .sort()
        .map((file) => readFileSync(join(folder, file), 'utf8'));
      found.push({ module, typeDefs });
    }
  }
  return found;
}
