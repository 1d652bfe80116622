// `npm run bench:chat`: issue 15's figures for live chat, the transcript and screen sharing.
//  1. The transcript PDF of 1,000 messages (plugins/chat/transcript): build time, median of --runs (goal <= 1.5 s),
//     and its page count. The font is read from web/public/fonts as the browser's GET would give it.
//  2. A production build of the web app (vite, into a temporary folder): no chunk of the initial load (the entry,
//     the app it loads at once, every plugin manifest, and their static imports) holds jspdf, which must load only
//     when the adviser downloads; and where jspdf is, and what imports it.
//  3. The recorder's size: gzip -9 of the chunks of that build holding rrweb (the screen-share plugin loads it
//     dynamically), and of rrweb's `record` bundled alone (a vite library build), so the figure exists either way.
//  4. A message round trip adviser -> agent -> adviser, --chats times: the adviser sends through the gateway
//     (sendChatMessage over HTTP) and hears the answer on the chatEvents subscription (SSE); the agent is a client
//     of the sandbox: it learns of the message from the chat service's own signed event feed (a second webhook
//     target, the same chat.message event the gateway gets) and answers with the agent console's reply form
//     (its csrf token). No agent think time. p50/p95 of the whole trip and of each leg.
//  5. Co-browse event latency to the viewer, --events times each way: an rrweb incremental event (~520 bytes) sent
//     with sendScreenShareEvents through the gateway on a CONNECTED session (started with startScreenShare, joined
//     with its PIN on the sandbox viewer's form), until it arrives on the viewer's stream
//     /console/screenshare/{id}/stream (goal p95 <= 300 ms); beside it the floor, the same events posted straight
//     to the sandbox (no gateway); then --snapshots times each way a batch of 50 such events in one call (until the
//     last arrives) and a full snapshot of ~200 KB sent as the recorder sends it (plugins/screenshare/recording's
//     chunks and batches, one call at a time) until its last chunk arrives.
// The sandbox (PGlite in a temporary folder) and the gateway run as separate processes, as in production (the
// gateway in production mode, with the business-hours check off so that live chat is open at any hour).
// Options: --runs N (5), --chats N (100), --events N (200), --snapshots N (10); --from-head builds the last commit
// (a `git archive HEAD` copy using this node_modules) instead of the working tree, for a tree with work in progress;
// --source DIR builds the web app of another checkout (with its own node_modules or a link to these).
import { createServer, type IncomingMessage } from 'node:http';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { execSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Plugin, UserConfig } from 'vite';
import catalogue from '../config/copy/en-AU.json' with { type: 'json' };
import { installCopy } from '../web/src/kit/copy.ts';
import { buildTranscriptPdf, type TranscriptMessage } from '../plugins/chat/transcript/transcript-pdf.ts';
import { CHUNK_TYPE, encodeEvent, takeBatch } from '../plugins/screenshare/recording/batcher.ts';
import { GATEWAY_NODE_ARGS, SANDBOX_NODE_ARGS, spawnService, stopAll, waitHealthy, type Service } from '../scripts/lib/services.ts';
import { readSseData } from '../scripts/lib/sse.ts';
import { flagArg, numberArg } from './lib/args.ts';
import { accessToken, gatewayQuery } from './lib/gateway-client.ts';
import { freePorts } from './lib/services.ts';
import { percentile } from './lib/stats.ts';

const runs = numberArg('runs', 5);
const chats = numberArg('chats', 100);
const events = numberArg('events', 200);
const snapshots = numberArg('snapshots', 10);
const TRANSCRIPT_GOAL_MS = 1500;
const COBROWSE_GOAL_MS = 300;
const ADVISER = 'wrap.adviser';
const root = fileURLToPath(new URL('..', import.meta.url));

const ms = (x: number) => `${x.toFixed(1)} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (xs: number[]) => percentile(xs, 50);
const results: { measure: string; value: string; goal: string; verdict: string }[] = [];
const report = (measure: string, value: string, goal = '-', met?: boolean, ratio?: number) =>
  results.push({ measure, value, goal, verdict: met === undefined ? '' : `${met ? 'meets' : 'MISSES'}${ratio === undefined ? '' : ` (${ratio.toFixed(2)} of the goal)`}` });
const latencyRow = (name: string, xs: number[]) =>
  `  ${name.padEnd(44)} n ${String(xs.length).padStart(4)}   p50 ${ms(percentile(xs, 50)).padStart(9)}   p95 ${ms(percentile(xs, 95)).padStart(9)}   max ${ms(Math.max(...xs)).padStart(9)}`;

// ---------------------------------------------------------------------------------------------- 1. transcript

/** A plausible conversation: the routing entry, alternating adviser and support person, some long and multi-line. */
function conversation(n: number): TranscriptMessage[] {
  const start = Date.parse('2026-03-03T22:00:00.000Z');
  const phrases = [
    'Could you check the payment authorities on the Dupré family’s café account?',
    'Of course — one moment while I look at the account.',
    'The BPAY payment failed twice this morning, and the client is keen to have it sorted before the end of the day.',
    'I can see both attempts. The first was declined by the biller; the second is waiting for the second signatory to approve it on their phone.\nOnce they approve, it goes out in the next run.',
    'Thanks, that helps.',
  ];
  const messages: TranscriptMessage[] = [
    { source: 'system', type: 'text', text: 'Wrap investments (IDPS) / Payments', timestamp: new Date(start).toISOString(), agentName: null, entryType: 'routing' },
  ];
  for (let i = 0; messages.length < n - 1; i++) {
    const agent = i % 2 === 1;
    const text = `${phrases[i % phrases.length]}${i % 7 === 3 ? ` ${phrases[(i + 2) % phrases.length]} ${phrases[(i + 3) % phrases.length]}` : ''}`;
    messages.push({ source: agent ? 'agent' : 'user', type: agent ? 'human' : 'text', text, timestamp: new Date(start + i * 20_000).toISOString(), agentName: agent ? 'Priya' : null, entryType: null });
  }
  messages.push({ source: 'system', type: 'text', text: 'Priya has left. This chat has ended.', timestamp: new Date(start + n * 20_000).toISOString(), agentName: null, entryType: null });
  return messages;
}

async function transcript() {
  const { $schema: _schema, ...strings } = catalogue as Record<string, string>;
  installCopy(strings);
  const font = readFileSync(join(root, 'web/public/fonts/LiberationSans-Regular.ttf'));
  const loadFont = async () => font.buffer.slice(font.byteOffset, font.byteOffset + font.byteLength) as ArrayBuffer;
  const messages = conversation(1000);
  const times: number[] = [];
  let pages = 0;
  let bytes = 0;
  for (let i = 0; i < runs + 1; i++) {
    const started = performance.now();
    const doc = await buildTranscriptPdf(messages, { loadFont });
    const out = doc.output('arraybuffer');
    const took = performance.now() - started;
    if (i > 0) times.push(took); // the first run warms the JIT up; a browser's second download is like the others
    else console.log(`transcript, first (cold) build: ${ms(took)}`);
    pages = doc.getNumberOfPages();
    bytes = out.byteLength;
  }
  const t = median(times);
  console.log(`transcript of 1,000 messages: ${times.map((x) => x.toFixed(0)).join(', ')} ms over ${runs} runs; ${pages} pages, ${kb(bytes)}`);
  report('transcript, 1,000 messages (median)', `${ms(t)}, ${pages} pages, ${kb(bytes)}`, `<= ${TRANSCRIPT_GOAL_MS} ms`, t <= TRANSCRIPT_GOAL_MS, t / TRANSCRIPT_GOAL_MS);
}

// -------------------------------------------------------------------------------------- 2, 3. the web build

interface ChunkInfo {
  fileName: string;
  isEntry: boolean;
  imports: string[];
  dynamicImports: string[];
  moduleIds: string[];
  code: string;
}

/** Records every chunk of the build with its modules and imports. */
function chunkCollector(into: Map<string, ChunkInfo>): Plugin {
  return {
    name: 'bench-chat-chunks',
    generateBundle(_options, bundle) {
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        into.set(item.fileName, { fileName: item.fileName, isEntry: item.isEntry, imports: [...item.imports], dynamicImports: [...item.dynamicImports], moduleIds: [...item.moduleIds], code: item.code });
      }
    },
  };
}

const holds = (chunk: ChunkInfo, pkg: RegExp) => chunk.moduleIds.some((id) => pkg.test(id.replace(/\\/g, '/')));
const JSPDF = /\/node_modules\/jspdf\//;
const RRWEB = /\/node_modules\/(rrweb|@rrweb\/[^/]+)\//;
const gzip9 = (code: string | Uint8Array) => gzipSync(code, { level: 9 }).length;

async function webBuild() {
  const { build } = await import('vite');
  const outDir = mkdtempSync(join(tmpdir(), 'bench-chat-web-'));
  const sourceArg = process.argv.indexOf('--source');
  let source = sourceArg > 0 ? process.argv[sourceArg + 1] : root;
  if (flagArg('from-head')) {
    source = mkdtempSync(join(tmpdir(), 'bench-chat-head-'));
    execSync(`git archive HEAD | tar -x -C ${JSON.stringify(source)}`, { cwd: root });
    symlinkSync(join(root, 'node_modules'), join(source, 'node_modules'), 'dir');
    console.log(`building the last commit (${execSync('git rev-parse --short HEAD', { cwd: root }).toString().trim()}) from ${source}`);
  }
  const chunks = new Map<string, ChunkInfo>();
  const nodeEnv = process.env.NODE_ENV;
  try {
    const { default: config } = (await import(join(source, 'vite.config.ts'))) as { default: UserConfig };
    const started = performance.now();
    // The app's own config, less the build-time gzip/brotli copies (not needed to read the chunks).
    const plugins = (config.plugins ?? []).flat().filter((p) => !(p && typeof p === 'object' && 'name' in p && /compress/i.test(String(p.name))));
    await build({ ...config, configFile: false, root: join(source, 'web'), logLevel: 'warn', plugins: [...plugins, chunkCollector(chunks)], build: { ...config.build, outDir, emptyOutDir: true, sourcemap: false } });
    console.log(`web build: ${chunks.size} chunks in ${ms(performance.now() - started)}`);
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
    rmSync(outDir, { recursive: true, force: true });
    if (flagArg('from-head')) rmSync(source, { recursive: true, force: true });
  }

  // 2. The initial load of a signed-in adviser: the entry chunk, the app it imports as soon as it runs
  // (entry.ts: import('./main')), and every plugin's manifest (plugins/*/index.ts, which the shell loads at start
  // for each enabled plugin: all of them here, to be safe), each with its static imports, transitively. What a
  // plugin loads later (its pages, the transcript on download) is not initial.
  const initial = new Set<string>();
  const visit = (name: string) => {
    if (initial.has(name) || !chunks.has(name)) return;
    initial.add(name);
    for (const next of chunks.get(name)!.imports) visit(next);
  };
  const MANIFEST = /\/plugins\/[^/]+\/index\.ts$/;
  for (const chunk of chunks.values()) {
    if (chunk.isEntry) {
      visit(chunk.fileName);
      for (const next of chunk.dynamicImports) visit(next);
    }
    if (holds(chunk, MANIFEST)) visit(chunk.fileName);
  }
  const initialChunks = [...initial].map((name) => chunks.get(name)!);
  const initialWithJspdf = initialChunks.filter((c) => holds(c, JSPDF) || /\bjsPDF\b/.test(c.code));
  const jspdfChunks = [...chunks.values()].filter((c) => holds(c, JSPDF));
  const importersOf = (name: string) => [...chunks.values()].filter((c) => c.dynamicImports.includes(name)).map((c) => c.fileName);
  const initialGzip = initialChunks.reduce((n, c) => n + gzip9(c.code), 0);
  console.log(`initial load: ${initialChunks.length} chunks (the entry, the app, every plugin manifest, their static imports), ${kb(initialGzip)} gzip -9`);
  if (jspdfChunks.length) {
    for (const c of jspdfChunks) console.log(`jspdf is in ${c.fileName} (${kb(gzip9(c.code))} gzip), imported dynamically by ${importersOf(c.fileName).join(', ') || 'nothing'}`);
  } else {
    console.log('jspdf is in no chunk of this build (no plugin imports the transcript module yet)');
  }
  report(
    'jspdf in the initial bundle',
    initialWithJspdf.length ? `YES: ${initialWithJspdf.map((c) => c.fileName).join(', ')}` : `absent (${initialChunks.length} chunks checked)${jspdfChunks.length ? `; in ${jspdfChunks.map((c) => c.fileName).join(', ')}` : '; not in the build'}`,
    'absent',
    initialWithJspdf.length === 0,
  );

  // 3. The recorder in the app's build.
  const rrwebChunks = [...chunks.values()].filter((c) => holds(c, RRWEB));
  if (rrwebChunks.length) {
    const size = rrwebChunks.reduce((n, c) => n + gzip9(c.code), 0);
    const inInitial = rrwebChunks.filter((c) => initial.has(c.fileName));
    for (const c of rrwebChunks) console.log(`rrweb is in ${c.fileName}: ${kb(c.code.length)} raw, ${kb(gzip9(c.code))} gzip; imported dynamically by ${importersOf(c.fileName).join(', ') || '(statically)'}`);
    report('recorder (rrweb) chunks in the app build', `${kb(size)} gzip -9 in ${rrwebChunks.length} chunk(s)${inInitial.length ? '; IN THE INITIAL LOAD' : ', loaded on demand'}`, 'not initial', inInitial.length === 0);
  } else {
    console.log('rrweb is in no chunk of this build (the screen-share recorder is not in the app yet)');
    report('recorder (rrweb) chunks in the app build', 'none yet');
  }
}

/** rrweb's record bundled alone: what loading the recorder costs at least, whatever the plugin adds. */
async function recordAlone() {
  const { build } = await import('vite');
  const dir = mkdtempSync(join(tmpdir(), 'bench-chat-rrweb-'));
  try {
    const rrweb = fileURLToPath(import.meta.resolve('rrweb'));
    const entry = join(dir, 'record.js');
    writeFileSync(entry, `export { record } from ${JSON.stringify(rrweb)};\n`);
    const outputs = (await build({
      configFile: false, root: dir, logLevel: 'warn',
      build: { lib: { entry, formats: ['es'], fileName: 'record' }, outDir: join(dir, 'out'), minify: true, write: false },
    })) as { output: { type: string; code?: string; fileName: string }[] }[] | { output: { type: string; code?: string; fileName: string }[] };
    const code = (Array.isArray(outputs) ? outputs : [outputs]).flatMap((o) => o.output).filter((o) => o.type === 'chunk').map((o) => o.code ?? '').join('');
    console.log(`rrweb record alone (vite library build, minified): ${kb(code.length)} raw, ${kb(gzip9(code))} gzip -9`);
    report("recorder: rrweb's record bundled alone", `${kb(gzip9(code))} gzip -9 (${kb(code.length)} raw)`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// ------------------------------------------------------------------------------------- 4, 5. the live paths

const SIGNATURE_HEADER = 'x-events-signature';
const TIMESTAMP_HEADER = 'x-events-timestamp';

/** The agent's desk: the chat service's signed events (webhook), checked as the gateway checks them. */
function agentDesk(secret: string, port: number, onEvent: (event: any) => void) {
  const readBody = (req: IncomingMessage) =>
    new Promise<string>((resolve, reject) => {
      let body = '';
      req.setEncoding('utf8').on('data', (c: string) => (body += c)).on('end', () => resolve(body)).on('error', reject);
    });
  const server = createServer(async (req, res) => {
    const body = await readBody(req);
    const stamp = String(req.headers[TIMESTAMP_HEADER] ?? '');
    const expected = Buffer.from(`sha256=${createHmac('sha256', secret).update(`${stamp}.${body}`).digest('hex')}`);
    const got = Buffer.from(String(req.headers[SIGNATURE_HEADER] ?? ''));
    if (got.length !== expected.length || !timingSafeEqual(got, expected)) {
      res.writeHead(401).end();
      return;
    }
    res.writeHead(204).end();
    onEvent(JSON.parse(body));
  });
  return new Promise<{ close: () => Promise<void> }>((resolve) =>
    server.listen(port, '127.0.0.1', () => resolve({ close: () => new Promise((done) => server.close(() => done())) })),
  );
}

/** A form on a sandbox counterpart page, posted as its browser would: the page's csrf token, a 303 without error. */
async function postForm(sandboxUrl: string, page: string, action: string, form: Record<string, string>): Promise<string> {
  const html = await (await fetch(`${sandboxUrl}${page}`)).text();
  const csrf = /name="csrf" value="([^"]+)"/.exec(html)?.[1];
  if (!csrf) throw new Error(`no form token on ${page}`);
  const res = await fetch(`${sandboxUrl}${action}`, {
    method: 'POST', redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ csrf, ...form }),
  });
  const location = res.headers.get('location') ?? '';
  if (res.status !== 303 || /[?&]error=/.test(location)) throw new Error(`${action}: ${res.status} ${decodeURIComponent(location)} ${await res.text()}`);
  return location;
}

/** An SSE stream (a GraphQL subscription through the gateway, or the viewer's stream) read as data with arrival times. */
async function openStream(url: string, init: RequestInit, onData: (data: string, at: number) => void, signal: AbortSignal) {
  const res = await fetch(url, { ...init, signal });
  if (!res.ok || !res.body) throw new Error(`stream ${url}: ${res.status} ${await res.text()}`);
  void readSseData(res.body, onData);
}

/** Resolves when `check()` is true (polled each 2 ms), or throws after `timeoutMs`. */
async function until(check: () => boolean, what: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 2));
  }
}

async function chatRoundTrips(sandboxUrl: string, gatewayUrl: string, token: string, desk: { heard: (fn: (event: any) => void) => void }, signal: AbortSignal) {
  const started = await gatewayQuery(gatewayUrl, token, 'mutation { startChat(kind: LIVE, topic: "Payments") { id status } }', {});
  const id = started.startChat.id as string;
  const consolePage = `/console/chat/${id}`;
  await postForm(sandboxUrl, consolePage, `${consolePage}/accept`, { agentName: 'Priya' });

  // The adviser's subscription: the arrival time of each agent reply, by its text.
  const replies = new Map<string, number>();
  await openStream(`${gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: 'subscription($id: ID!) { chatEvents(conversationId: $id) { message { source text } } }', variables: { id } }),
  }, (data, at) => {
    const message = JSON.parse(data).data?.chatEvents?.message;
    if (message?.source === 'agent') replies.set(message.text, at);
  }, signal);

  // The agent answers each adviser message the moment the service tells it (no think time), with the reply form.
  const heard = new Map<string, number>();
  const replyForm = await (await fetch(`${sandboxUrl}${consolePage}`)).text();
  const csrf = /name="csrf" value="([^"]+)"/.exec(replyForm)?.[1] ?? '';
  const answering: Promise<void>[] = [];
  desk.heard((event) => {
    if (event.type !== 'chat.message' || event.conversationId !== id || event.message?.source !== 'user') return;
    const text = String(event.message.text);
    heard.set(text, performance.now());
    answering.push(
      fetch(`${sandboxUrl}${consolePage}/reply`, {
        method: 'POST', redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ csrf, text: `Re: ${text}` }),
      }).then(async (res) => {
        await res.body?.cancel();
        if (res.status !== 303 || /error=/.test(res.headers.get('location') ?? '')) throw new Error(`agent reply: ${res.status} ${res.headers.get('location')}`);
      }),
    );
  });

  const SEND = 'mutation($id: ID!, $text: String!) { sendChatMessage(conversationId: $id, text: $text) { messages { id } } }';
  const trip = async (text: string) => {
    const t0 = performance.now();
    await gatewayQuery(gatewayUrl, token, SEND, { id, text });
    await until(() => replies.has(`Re: ${text}`), `the agent's answer to '${text}'`);
    return { total: replies.get(`Re: ${text}`)! - t0, toAgent: heard.get(text)! - t0, back: replies.get(`Re: ${text}`)! - heard.get(text)! };
  };
  for (let i = 0; i < 10; i++) await trip(`Warm-up question ${i + 1}: is the payment through yet?`);
  const total: number[] = [], toAgent: number[] = [], back: number[] = [];
  for (let i = 0; i < chats; i++) {
    const r = await trip(`Question ${i + 1}: has the BPAY payment for the Dupré family gone through yet?`);
    total.push(r.total);
    toAgent.push(r.toAgent);
    back.push(r.back);
  }
  await Promise.all(answering);
  await gatewayQuery(gatewayUrl, token, 'mutation($id: ID!) { endChat(conversationId: $id) { status } }', { id });
  console.log(`\nChat message round trip, ${chats} trips (after 10 warm-up), one conversation`);
  console.log(latencyRow('adviser -> agent -> adviser (whole trip)', total));
  console.log(latencyRow('  adviser sends -> the agent is told', toAgent));
  console.log(latencyRow('  the agent answers -> the adviser hears it', back));
  report('chat round trip adviser -> agent -> adviser', `p50 ${ms(percentile(total, 50))}, p95 ${ms(percentile(total, 95))}`);
}

/** An rrweb incremental snapshot (a DOM mutation: a text change, an attribute, a node removed and two added), about 520 bytes. */
function incrementalEvent(marker: string, i: number) {
  return {
    type: 3,
    timestamp: 1_770_000_000_000 + i * 50,
    data: {
      source: 0,
      texts: [{ id: 412 + (i % 40), value: `Balance updated ${marker}` }],
      attributes: [{ id: 388, attributes: { class: 'ao-row ao-row--selected', 'aria-selected': 'true' } }],
      removes: [{ parentId: 401, id: 455 }],
      adds: [{ parentId: 401, nextId: null, node: { type: 2, tagName: 'span', attributes: { class: 'ao-badge ao-badge--info', 'data-testid': 'row-status' }, childNodes: [], id: 9000 + i } }, { parentId: 9000 + i, nextId: null, node: { type: 3, textContent: 'Pending approval', id: 19000 + i } }],
    },
  };
}

/**
 * A full snapshot of a busy portal page, ~200 KB: its inlined styles (rrweb inlines the stylesheets) and a results
 * table of 300 rows. Too big for one string argument, it travels as the recorder sends it: in chunks.
 */
function fullSnapshot(marker: string) {
  let id = 1;
  const text = (s: string) => ({ type: 3, textContent: s, id: id++ });
  const el = (tagName: string, attributes: Record<string, string>, childNodes: object[]) => ({ type: 2, tagName, attributes, childNodes, id: id++ });
  const css = Array.from({ length: 900 }, (_, r) => `.ao-c${r}{display:flex;padding:${r % 16}px ${r % 24}px;color:#1a1a1a;border-bottom:1px solid #e0e0e0}`).join('');
  const rows = Array.from({ length: 300 }, (_, r) =>
    el('tr', { class: 'ao-table__row' }, [
      el('td', { class: 'ao-table__cell' }, [text(`W${String(100000 + r)}`)]),
      el('td', { class: 'ao-table__cell' }, [text(`Client ${r} Superannuation Fund`)]),
      el('td', { class: 'ao-table__cell ao-table__cell--num' }, [text(`$${(r * 1234.56).toFixed(2)}`)]),
    ]));
  const head = el('head', {}, [el('style', { _cssText: css }, [])]);
  const body = el('body', {}, [el('main', { id: 'main', class: 'ao-page' }, [el('h1', {}, [text(`Accounts ${marker}`)]), el('table', { class: 'ao-table' }, [el('tbody', {}, rows)])])]);
  return { type: 2, timestamp: 1_770_000_000_000, data: { node: { type: 0, childNodes: [{ type: 1, name: 'html', publicId: '', systemId: '', id: id++ }, el('html', { lang: 'en' }, [head, body])], id: id++ }, initialOffset: { left: 0, top: 0 } } };
}

async function cobrowse(sandboxUrl: string, gatewayUrl: string, token: string, signal: AbortSignal) {
  const started = await gatewayQuery(gatewayUrl, token, 'mutation { startScreenShare(product: "Wrap") { sessionId pin status } }', {});
  const { sessionId, pin } = started.startScreenShare as { sessionId: string; pin: string };
  const joined = await postForm(sandboxUrl, '/console/screenshare', '/console/screenshare/join', { pin });
  if (!joined.includes(sessionId)) throw new Error(`the viewer joined ${joined}, not ${sessionId}`);
  const state = await gatewayQuery(gatewayUrl, token, 'query($id: ID!) { screenShareSession(id: $id) { status } }', { id: sessionId });
  if (state.screenShareSession.status !== 'CONNECTED') throw new Error(`session ${sessionId} is ${state.screenShareSession.status}`);

  const arrived = new Map<string, number>();
  // A chunked event has arrived when its last chunk has (the recorder's chunks: plugins/screenshare/recording).
  const chunked = new RegExp(`"type":"${CHUNK_TYPE}","id":"(snap[a-z]+\\d+)","index":(\\d+),"total":(\\d+)`, 'g');
  await openStream(`${sandboxUrl}/console/screenshare/${sessionId}/stream`, {}, (data, at) => {
    for (const m of data.matchAll(/bench-[a-z]+-\d+(?:x\d+)?/g)) if (!arrived.has(m[0])) arrived.set(m[0], at);
    for (const m of data.matchAll(chunked)) if (Number(m[2]) === Number(m[3]) - 1) arrived.set(m[1], at);
  }, signal);

  const SEND = 'mutation($id: ID!, $e: [String!]!) { sendScreenShareEvents(sessionId: $id, events: $e) }';
  const viaGateway = async (event: object | object[]) => {
    const batch = Array.isArray(event) ? event : [event];
    const n = await gatewayQuery(gatewayUrl, token, SEND, { id: sessionId, e: batch.map((e) => JSON.stringify(e)) });
    if (n.sendScreenShareEvents !== batch.length) throw new Error(`the gateway accepted ${n.sendScreenShareEvents} of ${batch.length} events`);
  };
  const direct = async (event: object | object[]) => {
    const res = await fetch(`${sandboxUrl}/api/wealth/cobrowse/v1/sessions/${sessionId}/events`, {
      method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(Array.isArray(event) ? event : [event]),
    });
    if (res.status !== 202) throw new Error(`direct events: ${res.status} ${await res.text()}`);
    await res.body?.cancel();
  };
  const timeOne = async (marker: string, event: object | object[], send: (e: object | object[]) => Promise<void>) => {
    const t0 = performance.now();
    await send(event);
    await until(() => arrived.has(marker), `${marker} at the viewer`);
    return arrived.get(marker)! - t0;
  };

  const sample = incrementalEvent('bench-size-0', 0);
  for (let i = 0; i < 20; i++) {
    await timeOne(`bench-warmg-${i}`, incrementalEvent(`bench-warmg-${i}`, i), viaGateway);
    await timeOne(`bench-warmd-${i}`, incrementalEvent(`bench-warmd-${i}`, i), direct);
  }
  const gateway: number[] = [], floor: number[] = [];
  for (let i = 0; i < events; i++) {
    // Interleaved, so both sides see the same machine state.
    gateway.push(await timeOne(`bench-gateway-${i}`, incrementalEvent(`bench-gateway-${i}`, i), viaGateway));
    floor.push(await timeOne(`bench-direct-${i}`, incrementalEvent(`bench-direct-${i}`, i), direct));
  }
  // A recorder's batch: 50 incremental events in one call (a busy second of typing and scrolling), until the last arrives.
  const BATCH = 50;
  const batchOf = (side: string, i: number) => Array.from({ length: BATCH }, (_, k) => incrementalEvent(`bench-${side}-${i}x${k}`, k));
  const batchGateway: number[] = [], batchFloor: number[] = [];
  for (let i = 0; i < snapshots; i++) {
    batchGateway.push(await timeOne(`bench-batchg-${i}x${BATCH - 1}`, batchOf('batchg', i), viaGateway));
    batchFloor.push(await timeOne(`bench-batchd-${i}x${BATCH - 1}`, batchOf('batchd', i), direct));
  }
  const batchBytes = Buffer.byteLength(JSON.stringify(batchOf('batchg', 0)));

  // A full snapshot as the recorder sends it: encoded into chunks, sent in the batches it makes, one call at a
  // time; until its last chunk reaches the viewer.
  const texts = (side: string, i: number) => encodeEvent(fullSnapshot(`snapshot ${side} ${i}`), `snap${side}${i}`);
  const sendTexts = async (batch: string[], side: 'gateway' | 'direct') => {
    if (side === 'gateway') {
      const n = await gatewayQuery(gatewayUrl, token, SEND, { id: sessionId, e: batch });
      if (n.sendScreenShareEvents !== batch.length) throw new Error(`the gateway accepted ${n.sendScreenShareEvents} of ${batch.length} chunks`);
      return;
    }
    const res = await fetch(`${sandboxUrl}/api/wealth/cobrowse/v1/sessions/${sessionId}/events`, {
      method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: `[${batch.join(',')}]`,
    });
    if (res.status !== 202) throw new Error(`direct chunks: ${res.status} ${await res.text()}`);
    await res.body?.cancel();
  };
  const snapshot = async (key: string, queue: string[], side: 'gateway' | 'direct') => {
    const t0 = performance.now();
    while (queue.length) await sendTexts(takeBatch(queue), side);
    await until(() => arrived.has(key), `the last chunk of ${key} at the viewer`);
    return arrived.get(key)! - t0;
  };
  const sample0 = texts('g', 0);
  let calls = 0;
  for (const queue = [...sample0]; queue.length; calls++) takeBatch(queue);
  const snapshotSize = Buffer.byteLength(JSON.stringify(fullSnapshot('snapshot g 0')));
  const bigGateway: number[] = [], bigFloor: number[] = [];
  for (let i = 0; i < snapshots; i++) {
    bigGateway.push(await snapshot(`snapg${i}`, texts('g', i), 'gateway'));
    bigFloor.push(await snapshot(`snapd${i}`, texts('d', i), 'direct'));
  }
  await gatewayQuery(gatewayUrl, token, 'mutation($id: ID!) { endScreenShare(sessionId: $id) { status } }', { id: sessionId });

  console.log(`\nCo-browse event -> the viewer's stream, one event a call, sent one after another (${events} each way, after 20 warm-up)`);
  console.log(latencyRow(`incremental event (${Buffer.byteLength(JSON.stringify(sample))} B) via the gateway`, gateway));
  console.log(latencyRow('  the floor: posted straight to the sandbox', floor));
  console.log(latencyRow(`batch of ${BATCH} (${kb(batchBytes)}) via the gateway`, batchGateway));
  console.log(latencyRow('  the floor: posted straight to the sandbox', batchFloor));
  console.log(latencyRow(`full snapshot (${kb(snapshotSize)}: ${sample0.length} chunks, ${calls} calls) via the gateway`, bigGateway));
  console.log(latencyRow('  the floor: posted straight to the sandbox', bigFloor));
  const p95 = percentile(gateway, 95);
  report('co-browse event -> viewer, via the gateway', `p50 ${ms(percentile(gateway, 50))}, p95 ${ms(p95)}`, `p95 <= ${COBROWSE_GOAL_MS} ms`, p95 <= COBROWSE_GOAL_MS, p95 / COBROWSE_GOAL_MS);
  report('  floor: straight to the sandbox', `p50 ${ms(percentile(floor, 50))}, p95 ${ms(percentile(floor, 95))}`);
  const batchP95 = percentile(batchGateway, 95);
  report(`  batch of ${BATCH} events (${kb(batchBytes)}), via the gateway`, `p50 ${ms(percentile(batchGateway, 50))}, p95 ${ms(batchP95)} (floor p95 ${ms(percentile(batchFloor, 95))})`, `p95 <= ${COBROWSE_GOAL_MS} ms`, batchP95 <= COBROWSE_GOAL_MS, batchP95 / COBROWSE_GOAL_MS);
  const bigP95 = percentile(bigGateway, 95);
  report(`  full snapshot (${kb(snapshotSize)}, chunked), via the gateway`, `p50 ${ms(percentile(bigGateway, 50))}, p95 ${ms(bigP95)} (floor p95 ${ms(percentile(bigFloor, 95))})`, `p95 <= ${COBROWSE_GOAL_MS} ms`, bigP95 <= COBROWSE_GOAL_MS, bigP95 / COBROWSE_GOAL_MS);
}

async function live() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-chat-'));
  const secret = randomBytes(32).toString('hex');
  const [sandboxPort, gatewayPort, deskPort] = await freePorts(3);
  const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
  const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
  const listeners: ((event: any) => void)[] = [];
  const desk = await agentDesk(secret, deskPort, (event) => listeners.forEach((fn) => fn(event)));
  const services: Service[] = [];
  const controller = new AbortController();
  // The gateway runs in production mode, where live chat is offered only in Sydney business hours (the
  // liveChat.businessHoursCheck flag): on its own copy of config/ with that check off, the bench runs at any hour.
  // (The config host finds the plugins beside its config folder.)
  const configDir = join(dir, 'app', 'config');
  cpSync(join(root, 'config'), configDir, { recursive: true });
  symlinkSync(join(root, 'plugins'), join(dir, 'app', 'plugins'), 'dir');
  const flagsFile = join(configDir, 'feature-flags', 'mgl.json');
  const flags = JSON.parse(readFileSync(flagsFile, 'utf8'));
  flags.releases.liveChat.businessHoursCheck = false;
  writeFileSync(flagsFile, JSON.stringify(flags, null, 2));
  try {
    services.push(spawnService({
      name: 'sandbox', entry: 'sandbox/src/main.ts', nodeArgs: SANDBOX_NODE_ARGS, port: sandboxPort, quiet: true,
      env: {
        SANDBOX_PORT: String(sandboxPort), DATA_DIR: dir, DATABASE_URL: '', SEED_ACCOUNTS: '200', APP_ENV: '', SANDBOX_DEV_TOKEN: '',
        EVENTS_SECRET: secret, EVENTS_TARGETS: `${gatewayUrl}/events/notification-centre,http://127.0.0.1:${deskPort}/agent-desk`,
      },
    }));
    services.push(spawnService({
      name: 'gateway', entry: 'gateway/src/main.ts', nodeArgs: GATEWAY_NODE_ARGS, port: gatewayPort, quiet: true,
      env: { PORT: String(gatewayPort), UPSTREAM_BASE_URL: sandboxUrl, EVENTS_SECRET: secret, APP_ENV: 'production', REDIS_URL: '', CONFIG_DIR: configDir },
    }));
    for (const s of services) await waitHealthy(s);
    for (const s of services) if (s.child.exitCode !== null) throw new Error(`${s.name} exited with code ${s.child.exitCode}`);
    const token = await accessToken(sandboxUrl, ADVISER);
    await chatRoundTrips(sandboxUrl, gatewayUrl, token, { heard: (fn) => listeners.push(fn) }, controller.signal);
    await cobrowse(sandboxUrl, gatewayUrl, token, controller.signal);
  } finally {
    controller.abort();
    const exits = services.filter((s) => s.child.exitCode === null).map((s) => new Promise<void>((done) => s.child.once('exit', () => done())));
    stopAll(services);
    await Promise.all(exits);
    await desk.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------------- main

const t0 = performance.now();
await transcript();
await webBuild();
await recordAlone();
await live();
console.log(`\n${'measure'.padEnd(54)} ${'value'.padEnd(60)} ${'goal'.padEnd(16)} verdict`);
for (const r of results) console.log(`${r.measure.padEnd(54)} ${r.value.padEnd(60)} ${r.goal.padEnd(16)} ${r.verdict}`);
console.log(`\n(bench took ${(((performance.now() - t0) / 1000)).toFixed(0)} s)`);
process.exitCode = results.some((r) => r.verdict.startsWith('MISSES')) ? 1 : 0;
