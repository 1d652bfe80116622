// Issue 11 item 15 over HTTP: the built app's files go out pre-compressed (brotli, else gzip) by
// Accept-Encoding with Vary, hashed files are cached immutably, and GraphQL answers over 1 KB are
// compressed; an event stream is not.
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realConfigHost } from '../testing/config-hosts.js';
import { startGateway, type RunningGateway } from '../server.js';

let webDist: string;
let gateway: RunningGateway;
const script = `export const big = ${JSON.stringify('x'.repeat(5000))};\n`;
beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'ao-web-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Adviser Online</title>');
  writeFileSync(join(webDist, 'assets/entry-abc123.js'), script);
  writeFileSync(join(webDist, 'assets/entry-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(join(webDist, 'assets/entry-abc123.js.gz'), gzipSync(script));
  gateway = await startGateway({ port: 0, upstreamBaseUrl: 'http://127.0.0.1:9', webDist, configHost: await realConfigHost() });
});
afterAll(async () => {
  await gateway?.close();
  rmSync(webDist, { recursive: true, force: true });
});

// undici's request neither asks for nor undoes compression: the bytes are what the gateway sent.
const get = (path: string, headers: Record<string, string> = {}) => request(`${gateway.url}${path}`, { headers });

describe('compression', () => {
  it('serves the brotli file to a browser that accepts it, gzip to one that takes only gzip, with Vary', async () => {
    const br = await get('/assets/entry-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(Buffer.from(await br.body.arrayBuffer())).toString()).toBe(script);
    const gz = await get('/assets/entry-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    await gz.body.arrayBuffer();
    const plain = await get('/assets/entry-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(await plain.body.text()).toBe(script);
  });

  it('caches hashed files for a year, immutably, and revalidates the page', async () => {
    const asset = await get('/assets/entry-abc123.js', { 'accept-encoding': 'br' });
    await asset.body.arrayBuffer();
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await get('/');
    await page.body.text();
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('compresses a GraphQL answer over 1 KB, not a small one', async () => {
    const ask = (query: string) =>
      request(`${gateway.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', 'accept-encoding': 'br, gzip' }, body: JSON.stringify({ query }) });
    const small = await ask('{ ping }');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(await small.body.json()).toEqual({ data: { ping: 'pong' } });
    // 25 long aliases (the alias limit is 30): an answer of about 1.3 KB.
    const large = await ask(`{ ${Array.from({ length: 25 }, (_, i) => `p${i}_${'a'.repeat(40)}: ping`).join(' ')} }`);
    expect(large.headers['content-encoding']).toBe('br');
    const body = JSON.parse(brotliDecompressSync(Buffer.from(await large.body.arrayBuffer())).toString());
    expect(body.data[`p24_${'a'.repeat(40)}`]).toBe('pong');
  });
});
