// Reads the SDL files beside this module: one .graphql file per domain.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const schemaDir = fileURLToPath(new URL('.', import.meta.url));

export function loadTypeDefs(dir = schemaDir): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.graphql'))
    .sort()
    .map((name) => readFileSync(join(dir, name), 'utf8'));
}
