// A short digest of the browser run's failed and flaky tests, printed after the summary so the last lines of a CI log
// say what broke (the list reporter prints errors far above, among traces and attachments).
import { existsSync, readFileSync } from 'node:fs';

interface PwResult { status: string; duration?: number; error?: { message?: string } }
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

/**
 * The spec files that took longest, summed over their tests' runs (retries included), so a CI log that ran long says
 * where the time went: `  312.4 s  e2e/book.spec.ts (4 tests)`.
 */
export function slowestFiles(report: { suites?: PwSuite[] }, count = 8): string {
  const byFile = new Map<string, { ms: number; tests: number }>();
  for (const root of report.suites ?? []) {
    for (const { spec } of specsOf(root, [])) {
      const entry = byFile.get(spec.file) ?? { ms: 0, tests: 0 };
      for (const test of spec.tests) {
        entry.tests += 1;
        for (const result of test.results) entry.ms += result.duration ?? 0;
      }
      byFile.set(spec.file, entry);
    }
  }
  return [...byFile]
    .sort((a, b) => b[1].ms - a[1].ms)
    .slice(0, count)
    .map(([file, { ms, tests }]) => `${(ms / 1000).toFixed(1).padStart(7)} s  ${file} (${tests} test${tests === 1 ? '' : 's'})`)
    .join('\n');
}

function readReport(file: string): { suites?: PwSuite[] } | undefined {
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as { suites?: PwSuite[] };
  } catch {
    return undefined;
  }
}

export function browserSlowest(file: string): string {
  const report = readReport(file);
  return report ? slowestFiles(report) : '';
}

export function browserDigest(file: string): string {
  if (!existsSync(file)) return '';
  const report = readReport(file);
  return report ? digestOf(report) : `(could not read ${file})`;
}
