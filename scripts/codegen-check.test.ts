import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { staleFiles } from './codegen-check.ts';

function dirWith(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'ao-stale-'));
  mkdirSync(dir, { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

describe('codegen staleness', () => {
  it('names a changed, a missing and an extra generated file, and nothing when all agree', () => {
    const committed = dirWith({ 'graphql.ts': 'old', 'gql.ts': 'same', 'extra.ts': 'x' });
    const generated = dirWith({ 'graphql.ts': 'new', 'gql.ts': 'same', 'index.ts': 'i' });
    expect(staleFiles(committed, generated)).toEqual(['extra.ts', 'graphql.ts', 'index.ts']);
    expect(staleFiles(generated, generated)).toEqual([]);
  });
});
