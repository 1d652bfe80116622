// `npm run config:check` refuses, with file, JSON pointer and a did-you-mean, the four typos a product
// owner is most likely to make (issue 10), and brand colours too pale for text (issue 29): each case copies
// config/ and the plugin manifests to a scratch folder and makes one edit. The real command runs on the
// untouched copy and on the first typo (its exit code and what it prints); the other cases go through the
// same report in process.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { configCheckReport } from './lib/config-check-report.ts';

function scratchCopy(): string {
  const root = mkdtempSync(join(tmpdir(), 'ao-config-check-'));
  cpSync('config', join(root, 'config'), { recursive: true });
  for (const id of readdirSync('plugins')) {
    mkdirSync(join(root, 'plugins', id), { recursive: true });
    cpSync(join('plugins', id, 'plugin.json'), join(root, 'plugins', id, 'plugin.json'));
  }
  return root;
}

function edit(root: string, file: string, change: (text: string) => string) {
  const path = join(root, 'config', file);
  const before = readFileSync(path, 'utf8');
  const after = change(before);
  expect(after, `the edit of ${file} changed nothing`).not.toBe(before);
  writeFileSync(path, after);
}

/** The real command. */
function check(root: string) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/config-check.ts', join(root, 'config')], { encoding: 'utf8' });
  return { status: run.status, errors: run.stderr, out: run.stdout };
}

/** What the command would answer, in process. */
async function report(root: string) {
  const r = await configCheckReport(join(root, 'config'));
  return { status: r.ok ? 0 : 1, errors: r.err.join('\n') };
}

describe('config:check', () => {
  it('passes the real config', () => {
    const { status, out } = check(scratchCopy());
    expect(status).toBe(0);
    expect(out).toMatch(/^config OK \(\d+ files\)$/m);
  });

  it('refuses a misspelt flag in config/rules.json', () => {
    const root = scratchCopy();
    edit(root, 'rules.json', (t) => t.replace('"area": "digitisation",\n          "feature": "myAccess"', '"area": "digitisation",\n          "feature": "myAcess"'));
    const { status, errors } = check(root);
    expect(status).toBe(1);
    expect(errors).toMatch(/config\/rules\.json#\/rules\/[^:]+\/featureFlag: feature flag 'digitisation\.myAcess' is not declared in config\/flags\.json \(did you mean 'digitisation\.myAccess'\?\)/);
  });

  it("refuses a misspelt flag in a brand's flag file", async () => {
    const root = scratchCopy();
    edit(root, 'feature-flags/oasis.json', (t) => t.replace('"adhocPensionPayments"', '"adhocPensionPayment"'));
    const { status, errors } = await report(root);
    expect(status).toBe(1);
    expect(errors).toMatch(/config\/feature-flags\/oasis\.json#\/releases\/digitisation\/adhocPensionPayment: flag 'digitisation\.adhocPensionPayment' is not declared in config\/flags\.json \(did you mean 'digitisation\.adhocPensionPayments'\?\)/);
  });

  it('refuses a misspelt route in the navigation', async () => {
    const root = scratchCopy();
    edit(root, 'navigation/side-nav.json', (t) => t.replace('"route": "/dashboard/search/accounts"', '"route": "/dashboard/search/acounts"'));
    const { status, errors } = await report(root);
    expect(status).toBe(1);
    expect(errors).toMatch(/config\/navigation\/side-nav\.json#\/items\/[\d/a-z]+\/route: no plugin serves '\/dashboard\/search\/acounts' and it is not in config\/planned-routes\.json \(did you mean '\/dashboard\/search\/accounts'\?\)/);
  });

  it('refuses a brand colour behind which white text is unreadable', async () => {
    const root = scratchCopy();
    edit(root, 'brands/mgl.json', (t) => t.replace('"primary": "#1a1a1a"', '"primary": "#dddddd"'));
    const { status, errors } = await report(root);
    expect(status).toBe(1);
    expect(errors).toMatch(/config\/brands\/mgl\.json#\/theme\/primaryContrast: brand mgl: 'primaryContrast' \(#ffffff\) on 'primary' \(#dddddd\) has a contrast of 1\.35:1; text needs at least 4\.5:1 \(WCAG AA\)/);
  });

  it('refuses an unknown plugin id', async () => {
    const root = scratchCopy();
    edit(root, 'plugins.json', (t) => t.replace('"search-results": {', '"search-result": {'));
    const { status, errors } = await report(root);
    expect(status).toBe(1);
    expect(errors).toMatch(/config\/plugins\.json#\/plugins\/search-result: there is no plugin 'search-result' \(no folder plugins\/search-result\/\) \(did you mean 'search-results'\?\)/);
  });
});
