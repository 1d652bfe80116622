// A short digest of the browser run's failed and flaky tests, printed after the summary so the last lines of a CI log
// say what broke (the list reporter prints errors far above, among traces and attachments).
import { existsSync, readFileSync } from 'node:fs';

interface PwResult { status: string; error?: { message?: string } }
interface PwTest { status: string; results: PwResult[] }
interface PwSpec { title: string; file: string; line: number; tests: PwTest[] }
interface PwSuite { title: string; specs?: PwSpec[]; suites?: PwSuite[] }

const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

function* specsOf(suite: PwSuite, path: string[]): Generator<{ spec: PwSpec; path: string[] }> {
  for (const spec of suite.specs ?? []) yield { spec, path };
  for (const child of suite.suites ?? []) yield* specsOf(child, child.title && !child.title.endsWith('.ts') ? [...path, child.title] : path);
}

export function digestOf(report: { suites?: PwSuite[] }, maxLines = 12): string {
  const out: string[] = [];
  for (const root of report.suites ?? []) {
    for (const { spec, path } of specsOf(root, [])) {
      for (const test of spec.tests) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        const label = test.status === 'flaky' ? 'FLAKY (passed on retry)' : 'FAILED';
        out.push(`${label}  ${spec.file}:${spec.line} › ${[...path, spec.title].join(' › ')}`);
        const failed = test.results.find((r) => r.error?.message);
        const lines = (failed?.error?.message ?? '').replace(ANSI, '').split('\n').filter((l) => l.trim());
        for (const line of lines.slice(0, maxLines)) out.push(`    ${line}`);
      }
    }
  }
  return out.join('\n');
}

export function browserDigest(file: string): string {
  if (!existsSync(file)) return '';
  try {
    return digestOf(JSON.parse(readFileSync(file, 'utf8')) as { suites?: PwSuite[] });
  } catch {
    return `(could not read ${file})`;
  }
}
