import Fastify from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Sandbox } from '../../server.js';
import { call, passwordGrant, SETUP_TIMEOUT, testSandbox } from '../../http/test-fixture.js';
import { MAX_EVENT_BYTES, MAX_SESSION_EVENTS, PIN_TTL_MS, clock } from './session-store.js';
import { MAX_WRONG_PINS, MAX_WRONG_PINS_ALL } from './pin-throttle.js';
import { registerViewerConsole, viewerGone } from './viewer-routes.js';

const S = '/api/wealth/cobrowse/v1/sessions';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
let sandbox: Sandbox;
let olivia: string;
let grow: string;

beforeAll(async () => {
  sandbox = await testSandbox();
  olivia = (await passwordGrant(sandbox.app, 'wrap.adviser')).access_token;
  grow = (await passwordGrant(sandbox.app, 'grow.adviser')).access_token;
}, SETUP_TIMEOUT);
afterAll(async () => sandbox?.close());
afterEach(() => {
  clock.now = () => Date.now();
  vi.restoreAllMocks();
});

const start = (token = olivia, product = 'Wrap') => call(sandbox.app, token, S, { method: 'POST', payload: { product } });
async function csrf(): Promise<string> {
  const page = await sandbox.app.inject({ method: 'GET', url: '/console/screenshare' });
  return /name="csrf" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
}
async function join(pin: string, token?: string, from?: string) {
  const payload = `csrf=${encodeURIComponent(token ?? (await csrf()))}&pin=${pin}`;
  return sandbox.app.inject({ method: 'POST', url: '/console/screenshare/join', headers: FORM, payload, ...(from ? { remoteAddress: from } : {}) });
}
async function viewer(id: string, action: string) {
  return sandbox.app.inject({ method: 'POST', url: `/console/screenshare/${id}/${action}`, headers: FORM, payload: `csrf=${encodeURIComponent(await csrf())}` });
}
const sendEvents = (id: string, events: unknown, token = olivia) => call(sandbox.app, token, `${S}/${id}/events`, { method: 'POST', payload: events as object });
const session = (id: string, token = olivia) => call(sandbox.app, token, `${S}/${id}`);

describe('starting a session', () => {
  it('answers a six-digit one-time PIN, WAITING, expiring in 10 minutes, with the brand assist number', async () => {
    const fixed = Date.parse('2026-11-26T03:00:00Z');
    clock.now = () => fixed;
    const res = await start();
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'WAITING', product: 'Wrap', badge: 'mgl', assistNumber: '1800 808 508', eventCount: 0 });
    expect(res.body.pin).toMatch(/^\d{6}$/);
    expect(res.body.expiresAt).toBe(new Date(fixed + PIN_TTL_MS).toISOString());
    expect((await session(res.body.sessionId)).body.pin).toBeUndefined();
  });

  it('needs a product, and says which field is wrong', async () => {
    const missing = await call(sandbox.app, olivia, S, { method: 'POST', payload: {} });
    expect([missing.status, missing.body.error, missing.body.errors[0].field]).toEqual([400, 'bad_request', 'product']);
    const long = await start(olivia, 'x'.repeat(61));
    expect([long.status, long.body.errors[0].field]).toEqual([400, 'product']);
    expect((await start(olivia, '   ')).status).toBe(400);
  });
});

describe('the PIN', () => {
  it('joins once: a second join with it fails, and the session is CONNECTED', async () => {
    const emit = vi.spyOn(sandbox.events, 'emit');
    const { body } = await start();
    const first = await join(body.pin);
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toBe(`/console/screenshare/${body.sessionId}`);
    expect((await session(body.sessionId)).body.status).toBe('CONNECTED');
    expect(emit).toHaveBeenCalledWith(expect.objectContaining({ type: 'screenshare.state', mac: 'M0000001', sessionId: body.sessionId, status: 'CONNECTED', control: null }));
    const again = await join(body.pin);
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toMatch(/^\/console\/screenshare\?error=/);
  });

  it('expires 10 minutes after the start (fixed clock): refused, and the session reads FAILED', async () => {
    const t0 = Date.parse('2026-11-26T03:00:00Z');
    clock.now = () => t0;
    const { body } = await start();
    clock.now = () => t0 + PIN_TTL_MS;
    expect((await join(body.pin)).headers.location).toMatch(/error=/);
    expect((await session(body.sessionId)).body).toMatchObject({ status: 'FAILED', endedBy: 'EXPIRED' });
  });

  it('still joins a second before it expires', async () => {
    const t0 = Date.parse('2026-11-26T04:00:00Z');
    clock.now = () => t0;
    const { body } = await start();
    clock.now = () => t0 + PIN_TTL_MS - 1_000;
    expect((await join(body.pin)).headers.location).toBe(`/console/screenshare/${body.sessionId}`);
  });

  it('refuses a form without the console token, and a malformed PIN', async () => {
    const { body } = await start();
    expect((await join(body.pin, 'guess')).statusCode).toBe(403);
    expect((await join('12ab56')).headers.location).toMatch(/error=/);
    expect((await session(body.sessionId)).body.status).toBe('WAITING');
  });
});

describe('guessing PINs', () => {
  const tooMany = (res: { headers: Record<string, unknown> }) => decodeURIComponent(String(res.headers.location)).includes('Too many wrong codes');
  const wrongFor = (pin: string) => (pin === '000000' ? '000001' : '000000');

  it('stops a source after 10 wrong codes in a minute, even with the right code, then lets it try again', async () => {
    const t0 = Date.parse('2026-11-26T05:00:00Z');
    clock.now = () => t0;
    const { body } = await start();
    for (let i = 0; i < MAX_WRONG_PINS; i++) expect((await join(wrongFor(body.pin), undefined, '10.1.0.1')).headers.location).toMatch(/error=/);
    expect(tooMany(await join(body.pin, undefined, '10.1.0.1'))).toBe(true);
    clock.now = () => t0 + 61_000;
    expect((await join(body.pin, undefined, '10.1.0.1')).headers.location).toBe(`/console/screenshare/${body.sessionId}`);
  });

  it("one source's 11 wrong codes do not lock the support person out (finding 6)", async () => {
    clock.now = () => Date.parse('2026-11-26T05:10:00Z');
    const { body } = await start();
    for (let i = 0; i < MAX_WRONG_PINS + 1; i++) await join(wrongFor(body.pin), undefined, '10.2.0.66');
    expect(tooMany(await join(wrongFor(body.pin), undefined, '10.2.0.66'))).toBe(true);
    expect((await join(body.pin, undefined, '10.2.0.7')).headers.location).toBe(`/console/screenshare/${body.sessionId}`);
  });

  it('guessing from many sources meets a shared ceiling that stops only sources that guessed wrong', async () => {
    const t0 = Date.parse('2026-11-26T05:20:00Z');
    clock.now = () => t0;
    const { body } = await start();
    const wrong = wrongFor(body.pin);
    // Below each source's own limit, over the shared one.
    for (let i = 0; i < MAX_WRONG_PINS_ALL; i++) await join(wrong, undefined, `10.3.${Math.floor(i / 5)}.1`);
    expect(tooMany(await join(wrong, undefined, '10.3.0.1'))).toBe(true);
    expect(tooMany(await join(body.pin, undefined, '10.3.0.1'))).toBe(true);
    expect((await join(body.pin, undefined, '10.3.99.1')).headers.location).toBe(`/console/screenshare/${body.sessionId}`);
    clock.now = () => t0 + 61_000;
    expect(tooMany(await join(wrong, undefined, '10.3.0.1'))).toBe(false);
  });
});

describe('recording events', () => {
  it('are stored only while CONNECTED, bounded per event and per batch', async () => {
    const { body } = await start();
    expect((await sendEvents(body.sessionId, [{ type: 2, timestamp: 1 }])).status).toBe(409);
    await join(body.pin);
    const ok = await sendEvents(body.sessionId, [{ type: 4, timestamp: 1, data: { href: 'https://portal/' } }, { type: 2, timestamp: 2, data: {} }]);
    expect(ok).toMatchObject({ status: 202, body: { accepted: 2 } });
    expect((await session(body.sessionId)).body.eventCount).toBe(2);
    expect((await sendEvents(body.sessionId, { type: 2 })).status).toBe(400);
    expect((await sendEvents(body.sessionId, [3])).status).toBe(400);
    expect((await sendEvents(body.sessionId, [{ type: 3, data: 'x'.repeat(MAX_EVENT_BYTES) }])).status).toBe(413);
    const batch = Array.from({ length: 10 }, () => ({ type: 3, data: 'y'.repeat(60_000) }));
    expect((await sendEvents(body.sessionId, batch)).status).toBe(413);
    await viewer(body.sessionId, 'end');
    expect((await sendEvents(body.sessionId, [{ type: 3 }])).status).toBe(409);
    expect((await session(body.sessionId)).body.eventCount).toBe(2);
  });

  it('refuses a session past its event bound', async () => {
    const { body } = await start();
    await join(body.pin);
    await sandbox.db.query('update screenshare_sessions set event_count = $2 where session_id = $1', [body.sessionId, MAX_SESSION_EVENTS - 1]);
    expect((await sendEvents(body.sessionId, [{ type: 3 }, { type: 3 }])).status).toBe(413);
    expect((await sendEvents(body.sessionId, [{ type: 3 }])).status).toBe(202);
  });

  it('reach the viewer stream: the stored ones first, then live ones', async () => {
    const { body } = await start();
    await join(body.pin);
    await sendEvents(body.sessionId, [{ type: 4, timestamp: 1 }]);
    const address = await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    try {
      const res = await fetch(`${address}/console/screenshare/${body.sessionId}/stream`, { signal: controller.signal });
      expect(res.headers.get('content-type')).toContain('text/event-stream');
      const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
      let text = '';
      const until = async (needle: string) => {
        while (!text.includes(needle)) text += (await reader.read()).value ?? '';
      };
      await until('"events":[{"type":4');
      expect(text).toContain('"status":"CONNECTED"');
      await sendEvents(body.sessionId, [{ type: 3, timestamp: 2, data: { source: 5 } }]);
      await until('id: 2');
      await viewer(body.sessionId, 'logout');
      await until('"control":"logout"');
      expect(text).toContain('"status":"ENDED"');
    } finally {
      controller.abort();
    }
  });
});

describe('statuses and control messages', () => {
  it('cancel keeps the session; logout ends it; each is pushed as a signed event', async () => {
    const emit = vi.spyOn(sandbox.events, 'emit');
    const { body } = await start();
    await join(body.pin);
    expect((await viewer(body.sessionId, 'cancel')).headers.location).toMatch(/done=/);
    expect((await session(body.sessionId)).body.status).toBe('CONNECTED');
    await viewer(body.sessionId, 'logout');
    expect((await session(body.sessionId)).body).toMatchObject({ status: 'ENDED', endedBy: 'VIEWER' });
    expect(emit.mock.calls.map(([e]) => [(e as unknown as { status: string }).status, (e as unknown as { control: string }).control])).toEqual([
      ['CONNECTED', null], ['CONNECTED', 'cancel'], ['ENDED', 'logout'],
    ]);
    expect((await viewer(body.sessionId, 'cancel')).headers.location).toMatch(/error=/);
  });

  it('the adviser ends (from WAITING or CONNECTED); a connection failure is FAILED', async () => {
    const a = (await start()).body;
    expect((await call(sandbox.app, olivia, `${S}/${a.sessionId}/end`, { method: 'POST' })).body).toMatchObject({ status: 'ENDED', endedBy: 'ADVISER' });
    expect((await join(a.pin)).headers.location).toMatch(/error=/);
    const b = (await start()).body;
    await join(b.pin);
    await viewer(b.sessionId, 'fail');
    expect((await session(b.sessionId)).body).toMatchObject({ status: 'FAILED', endedBy: 'FAILURE' });
  });
});

describe('the viewer leaving', () => {
  it('is a connection failure once no stream reopens in time; a reload keeps the session', async () => {
    viewerGone.ms = 150;
    const address = await sandbox.app.listen({ port: 0, host: '127.0.0.1' }).catch(() => `http://127.0.0.1:${(sandbox.app.server.address() as { port: number }).port}`);
    const open = async (id: string) => {
      const controller = new AbortController();
      const res = await fetch(`${address}/console/screenshare/${id}/stream`, { signal: controller.signal });
      const reader = res.body!.getReader();
      await reader.read();
      return () => controller.abort();
    };
    try {
      const { body } = await start();
      await join(body.pin);
      const closeFirst = await open(body.sessionId);
      closeFirst();
      const closeSecond = await open(body.sessionId); // the page reloaded
      await new Promise((r) => setTimeout(r, 300));
      expect((await session(body.sessionId)).body.status).toBe('CONNECTED');
      closeSecond();
      await new Promise((r) => setTimeout(r, 400));
      expect((await session(body.sessionId)).body).toMatchObject({ status: 'FAILED', endedBy: 'FAILURE' });
    } finally {
      viewerGone.ms = 15_000;
    }
  });
});

describe('scoping', () => {
  it("another adviser cannot read, send events to or end the session (404 like an unknown id)", async () => {
    const { body } = await start();
    await join(body.pin);
    expect((await session(body.sessionId, grow)).status).toBe(404);
    expect((await sendEvents(body.sessionId, [{ type: 3 }], grow)).status).toBe(404);
    expect((await call(sandbox.app, grow, `${S}/${body.sessionId}/end`, { method: 'POST' })).status).toBe(404);
    expect((await session('SSnope')).status).toBe(404);
    expect((await session(body.sessionId)).body.status).toBe('CONNECTED');
  });
});

describe('the viewer page', () => {
  it('shows a joined session with escaped values and the control forms; an unjoined one is 404', async () => {
    const { body } = await start(olivia, '<b>Wrap</b>');
    expect((await sandbox.app.inject({ method: 'GET', url: `/console/screenshare/${body.sessionId}` })).statusCode).toBe(404);
    await join(body.pin);
    const page = await sandbox.app.inject({ method: 'GET', url: `/console/screenshare/${body.sessionId}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('&lt;b&gt;Wrap&lt;/b&gt;');
    for (const label of ['End session', 'Send cancel', 'Send logout']) expect(page.body).toContain(`>${label}</button>`);
  });

  it('wants the dev token once, then its cookie (console gate)', async () => {
    const app = Fastify();
    registerViewerConsole(app, sandbox.db, { events: sandbox.events }, { SANDBOX_DEV_TOKEN: 'secret-token' });
    try {
      expect((await app.inject({ method: 'GET', url: '/console/screenshare' })).statusCode).toBe(403);
      const opened = await app.inject({ method: 'GET', url: '/console/screenshare?dev_token=secret-token' });
      expect(opened.statusCode).toBe(200);
      const cookie = String(opened.headers['set-cookie']).split(';')[0];
      expect((await app.inject({ method: 'GET', url: '/console/screenshare', headers: { cookie } })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('is absent in production', async () => {
    process.env.APP_ENV = 'production';
    try {
      expect((await sandbox.app.inject({ method: 'GET', url: '/console/screenshare' })).statusCode).toBe(404);
    } finally {
      delete process.env.APP_ENV;
    }
  });
});

describe('the replay viewer', () => {
  it("serves the session page under a nonce CSP that loads rrweb's bundle and style from this origin", async () => {
    const { body } = await start();
    await join(body.pin);
    const page = await sandbox.app.inject({ method: 'GET', url: `/console/screenshare/${body.sessionId}` });
    const csp = String(page.headers['content-security-policy']);
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("script-src 'self' 'nonce-");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.body).toContain(`<script nonce="${nonce}">`);
    expect(page.body).toContain('<script src="/console/screenshare/assets/rrweb.js"></script>');
    const js = await sandbox.app.inject({ method: 'GET', url: '/console/screenshare/assets/rrweb.js' });
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-type']).toMatch(/^text\/javascript/);
    expect(js.body).toContain('Replayer');
    const css = await sandbox.app.inject({ method: 'GET', url: '/console/screenshare/assets/rrweb.css' });
    expect(css.statusCode).toBe(200);
    expect(css.body).toContain('.replayer-wrapper');
    expect((await sandbox.app.inject({ method: 'GET', url: '/console/screenshare/assets/package.json' })).statusCode).toBe(404);
  });

  it("an adviser's logout ends the session with the control 'logout', which the viewer page says", async () => {
    const emit = vi.spyOn(sandbox.events, 'emit');
    const { body } = await start();
    await join(body.pin);
    expect((await call(sandbox.app, olivia, `${S}/${body.sessionId}/end`, { method: 'POST', payload: { reason: 'later' } })).status).toBe(400);
    const ended = await call(sandbox.app, olivia, `${S}/${body.sessionId}/end`, { method: 'POST', payload: { reason: 'logout' } });
    expect(ended.body).toMatchObject({ status: 'ENDED', endedBy: 'ADVISER' });
    expect(emit).toHaveBeenCalledWith(expect.objectContaining({ sessionId: body.sessionId, status: 'ENDED', endedBy: 'ADVISER', control: 'logout' }));
    const page = await sandbox.app.inject({ method: 'GET', url: `/console/screenshare/${body.sessionId}` });
    expect(page.body).toContain('The session ended: the adviser logged out.');
  });

  it("a plain end by the adviser is 'end'", async () => {
    const emit = vi.spyOn(sandbox.events, 'emit');
    const { body } = await start();
    await join(body.pin);
    await call(sandbox.app, olivia, `${S}/${body.sessionId}/end`, { method: 'POST' });
    expect(emit).toHaveBeenCalledWith(expect.objectContaining({ sessionId: body.sessionId, status: 'ENDED', control: 'end' }));
    const page = await sandbox.app.inject({ method: 'GET', url: `/console/screenshare/${body.sessionId}` });
    expect(page.body).toContain('The session ended by the adviser.');
  });
});
