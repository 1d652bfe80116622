// `npm run bench:bundle`: what a browser downloads, measured in Debian's Chromium against a fresh build
// served by the real gateway (issue 11 items 16 to 18). Prints, beside each goal:
//   - an unsigned visit to `/`: every byte fetched before the browser leaves for the sign-in page;
//   - sign-in -> dashboard: the JavaScript fetched, raw and as gzip/brotli would send it (level 9 / 11),
//     and whether any heavy library (jspdf, html2canvas) is in it;
//   - the account results page opened directly: its Largest Contentful Paint.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium, type Page, type Response } from '@playwright/test';
import { build } from 'vite';
import { startSandbox } from '../sandbox/src/server.ts';
import { startGateway } from '../gateway/src/server.ts';

const HEAVY = /jspdf|html2canvas|canvg/i;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

interface Fetched { url: string; bytes: Buffer; type: string }

function record(page: Page, into: Fetched[]) {
  const onResponse = async (res: Response) => {
    if (res.request().method() !== 'GET' || res.status() >= 300) return;
    const body = await res.body().catch(() => null);
    if (body) into.push({ url: res.url(), bytes: body, type: res.request().resourceType() });
  };
  page.on('response', onResponse);
  return () => page.off('response', onResponse);
}

function sizes(files: readonly Fetched[]) {
  let raw = 0, gzip = 0, brotli = 0;
  for (const { bytes } of files) {
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
    brotli += brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  return { raw, gzip, brotli };
}

async function main() {
  const outDir = mkdtempSync(join(tmpdir(), 'ao-bundle-'));
  console.log('Building the web app into', outDir);
  await build({ configFile: 'vite.config.ts', logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  const sandbox = await startSandbox({ memory: true, seed: { accounts: 2000, clients: 600 } });
  const gateway = await startGateway({ port: 0, upstreamBaseUrl: sandbox.url, webDist: outDir });
  const portal = gateway.url.replace('127.0.0.1', 'localhost');
  // Sign-in sends tokens only to registered portals (issue 11 item 10); this one is on a free port.
  process.env.PORTAL_ORIGINS = [portal, gateway.url].join(',');
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });

    // 1. Unsigned visit: everything fetched from the portal's origin before the sign-in page loads.
    const unsigned: Fetched[] = [];
    const stop1 = record(page, unsigned);
    await page.goto(`${portal}/`);
    await page.waitForURL((url) => url.origin !== new URL(portal).origin, { timeout: 30_000 });
    stop1();
    const beforeRedirect = unsigned.filter((f) => f.url.startsWith(portal));
    const unsignedBytes = sizes(beforeRedirect);

    // 2. Sign in -> dashboard: the JavaScript fetched on the way.
    const signedIn: Fetched[] = [];
    const stop2 = record(page, signedIn);
    await page.getByLabel('Username', { exact: true }).fill('wrap.adviser');
    await page.getByLabel('Password', { exact: true }).fill('demo');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(/#\/dashboard/);
    await page.getByRole('heading', { level: 1 }).filter({ hasText: /^Good / }).waitFor();
    // Not 'networkidle': the bell's live subscription keeps a connection open. The header's last
    // contribution (the bell) showing, and a second after it, is the dashboard settled.
    await page.locator('[data-slot="header-bell"] button').waitFor();
    await page.waitForTimeout(1000);
    stop2();
    const js = [...unsigned, ...signedIn].filter((f) => f.type === 'script' && f.url.startsWith(portal));
    const unique = [...new Map(js.map((f) => [f.url, f])).values()];
    const critical = sizes(unique);
    const heavy = unique.filter((f) => HEAVY.test(f.bytes.toString('latin1')) || HEAVY.test(f.url));

    // 3. The results page opened directly (a reload, so LCP is measured from navigation start): the median
    // of five reloads, and which element it was (an announcement bar can be the largest paint).
    await page.goto(`${portal}/#/dashboard/search/accounts?query=smith`);
    const samples: { at: number; element: string }[] = [];
    for (let i = 0; i < 5; i++) {
      await page.reload();
      await page.getByRole('table').first().waitFor({ timeout: 30_000 });
      // A string, not a function: tsx's helpers do not exist in the page.
      samples.push(
        await page.evaluate<{ at: number; element: string }>(`new Promise((resolve) => {
          new PerformanceObserver((list) => {
            const last = list.getEntries().at(-1);
            const el = last.element;
            const where = el ? el.tagName.toLowerCase() + (el.closest('[data-announcement]') ? ' in an announcement bar' : el.closest('main, [role=main]') ? ' in the page' : '') : 'unknown';
            resolve({ at: last.startTime, element: where });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
          setTimeout(() => resolve({ at: NaN, element: 'none' }), 5000);
        })`),
      );
    }
    samples.sort((a, b) => a.at - b.at);
    const lcp = samples[2].at;
    const lcpElements = [...new Set(samples.map((x) => x.element))].join(', ');

    const row = (what: string, value: string, goal: string, ok: boolean) => `${what.padEnd(46)} ${value.padEnd(34)} ${goal.padEnd(16)} ${ok ? 'meets' : 'MISSES'}`;
    console.log(`\n${'measure'.padEnd(46)} ${'value'.padEnd(34)} ${'goal'.padEnd(16)} verdict`);
    console.log(row('unsigned visit to / before the redirect', `${kb(unsignedBytes.raw)} raw, ${beforeRedirect.length} files`, '<= 30 KB', unsignedBytes.raw <= 30 * 1024));
    console.log(row('sign-in -> dashboard JavaScript (gzip -9)', `${kb(critical.gzip)} (raw ${kb(critical.raw)})`, '<= 170 KB gzip', critical.gzip <= 170 * 1024));
    console.log(row('sign-in -> dashboard JavaScript (brotli 11)', kb(critical.brotli), '-', true));
    console.log(row('heavy libraries in that JavaScript', heavy.length ? heavy.map((f) => f.url.split('/').pop()).join(', ') : 'none', 'none', heavy.length === 0));
    console.log(row('results page LCP (localhost, median of 5)', `${lcp.toFixed(0)} ms`, '<= 500 ms', lcp <= 500));
    console.log(`  LCP samples ${samples.map((x) => x.at.toFixed(0)).join(', ')} ms; the element: ${lcpElements}`);
    console.log(`\nScripts fetched (${unique.length}):`);
    for (const f of unique.sort((a, b) => b.bytes.length - a.bytes.length)) console.log(`  ${kb(f.bytes.length).padStart(10)}  ${f.url.replace(portal, '')}`);
  } finally {
    await browser.close();
    await gateway.close();
    await sandbox.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}

await main();
