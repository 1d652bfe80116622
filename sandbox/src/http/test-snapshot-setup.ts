// Vitest global set-up of the unit project: a folder for this run's seeded sandbox store (test-fixture.ts
// writes it on first use and later test files start from it), removed when the run ends. Nothing is built
// here, so a run that starts no sandbox pays nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    sandboxSnapshotDir: string;
  }
}

export default function setup(project: TestProject): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'ao-sandbox-snapshot-'));
  project.provide('sandboxSnapshotDir', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
