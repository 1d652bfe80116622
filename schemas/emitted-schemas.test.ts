// The .json schemas editors use are generated: they must match the TypeScript ones (npm run schemas:emit).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { emittedSchemas } from './emitted-schemas.ts';

const dir = path.dirname(fileURLToPath(import.meta.url));

it.each(emittedSchemas().map((s) => [s.file, s.text] as const))('schemas/%s is up to date (npm run schemas:emit)', (file, text) => {
  expect(readFileSync(path.join(dir, file), 'utf8')).toBe(text);
});
