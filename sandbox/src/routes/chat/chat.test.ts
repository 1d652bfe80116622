import { createServer } from 'node:http';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../../server.js';
import { EventHooks } from '../../events/event-hooks.js';
import { call, passwordGrant, SETUP_TIMEOUT, testSandbox } from '../../http/test-fixture.js';
import { registerChatConsole } from './console-routes.js';
import { Q_SCRIPT, answer, asksForHuman, welcome } from './q-script.js';

const C = '/api/wealth/chat/v1';
let sandbox: Sandbox;
let olivia: string;
let liam: string;
const received: Record<string, unknown>[] = [];
const receiver = createServer((req, res) => {
  let body = '';
  req.on('data', (c) => (body += c));
  req.on('end', () => {
    received.push(JSON.parse(body) as Record<string, unknown>);
    res.end('{}');
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const port = (receiver.address() as { port: number }).port;
  sandbox = await testSandbox({ events: { secret: 'test-secret', targets: [`http://127.0.0.1:${port}/events`] } });
  olivia = (await passwordGrant(sandbox.app, 'wrap.adviser')).access_token;
  liam = (await passwordGrant(sandbox.app, 'grow.adviser')).access_token;
}, SETUP_TIMEOUT);
afterAll(async () => {
  await sandbox?.close();
  receiver.close();
});

const start = (token: string, payload: object) => call(sandbox.app, token, `${C}/conversations`, { method: 'POST', payload });
const post = (token: string, id: string, text: string) => call(sandbox.app, token, `${C}/conversations/${id}/messages`, { method: 'POST', payload: { text } });
const messages = async (token: string, id: string, after?: string) =>
  (await call(sandbox.app, token, `${C}/conversations/${id}/messages${after ? `?after=${after}` : ''}`)).body.data as { id: string; source: string; text: string; type: string; entryType: string | null; agentName: string | null }[];

async function consoleForm(path: string, form: Record<string, string>) {
  const page = await sandbox.app.inject({ method: 'GET', url: '/console/chat' });
  const csrf = /name="csrf" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
  return sandbox.app.inject({
    method: 'POST', url: `/console/chat${path}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams({ csrf, ...form }).toString(),
  });
}

describe('the Q script', () => {
  it('greets by first name, answers by keyword (whole words), falls back to the default, hears "talk to a person"', () => {
    expect(welcome('Olivia')).toMatch(/^Hi Olivia, I'm Q/);
    expect(welcome('Olivia')).toContain('24/7');
    expect(answer('How do I make a BPAY payment?')).toBe(Q_SCRIPT.entries.find((e) => e.keywords.includes('bpay'))?.answer);
    expect(answer('Where is my statement')).toContain('Statements');
    expect(answer('zzz nothing')).toBe(Q_SCRIPT.default);
    expect(answer('thinking')).toBe(Q_SCRIPT.default); // "hi" inside a word is no greeting
    expect(asksForHuman('Can I talk to a person please')).toBe(true);
    expect(asksForHuman('I want a human')).toBe(true);
    expect(asksForHuman('humane treatment')).toBe(false);
  });
});

describe('the assistant Q (ASYNC)', () => {
  it('starts with a welcome by first name, answers, keeps one open conversation per user, ends', async () => {
    const first = await start(olivia, { kind: 'ASYNC' });
    expect(first.status).toBe(201);
    const id = first.body.data.conversationId as string;
    expect(first.body.data).toMatchObject({ kind: 'ASYNC', status: 'BOT' });
    const [hello] = await messages(olivia, id);
    expect(hello).toMatchObject({ source: 'chatbot', agentName: 'Q', type: 'text' });
    expect(hello.text).toMatch(/^Hi Olivia/);

    const again = await start(olivia, { kind: 'ASYNC' });
    expect(again.status).toBe(200);
    expect(again.body.data.conversationId).toBe(id);
    expect((await call(sandbox.app, olivia, `${C}/conversations/async`)).body.data.conversationId).toBe(id);

    const sent = await post(olivia, id, 'How do I make a payment?');
    expect(sent.status).toBe(201);
    expect(sent.body.data.map((m: { source: string }) => m.source)).toEqual(['user', 'chatbot']);
    expect(sent.body.data[1].text).toContain('Manage payments');
    expect((await messages(olivia, id, hello.id)).map((m) => m.source)).toEqual(['user', 'chatbot']);

    const ended = await call(sandbox.app, olivia, `${C}/conversations/${id}/end`, { method: 'POST' });
    expect(ended.body.data).toMatchObject({ status: 'ENDED' });
    expect((await messages(olivia, id)).at(-1)).toMatchObject({ source: 'system', text: 'This chat has ended' });
    expect((await post(olivia, id, 'still there?')).status).toBe(409);
    expect((await call(sandbox.app, olivia, `${C}/conversations/async`)).body.data).toBeNull();
    expect((await start(olivia, { kind: 'ASYNC' })).status).toBe(201);
  });

  it('hands over to a person: queued for agents when they are online, Q says so when not', async () => {
    const id = (await start(liam, { kind: 'ASYNC' })).body.data.conversationId as string;
    await consoleForm('/availability', {});
    const refused = await post(liam, id, 'talk to a person');
    expect(refused.body.meta.conversation.status).toBe('BOT');
    expect(refused.body.data.at(-1).text).toBe(Q_SCRIPT.handoverUnavailable);
    expect((await call(sandbox.app, liam, `${C}/availability`)).body.data).toEqual({ live: false, async: true });
    expect((await start(liam, { kind: 'LIVE', topic: 'Statements' })).status).toBe(409);

    await consoleForm('/availability', { online: 'true' });
    const queued = await call(sandbox.app, liam, `${C}/conversations/${id}/human`, { method: 'POST' });
    expect(queued.body.data.status).toBe('QUEUED');
    const all = await messages(liam, id);
    expect(all.at(-1)).toMatchObject({ source: 'system', entryType: 'routing' });
    await call(sandbox.app, liam, `${C}/conversations/${id}/end`, { method: 'POST' });
  });
});

describe('live chat and the console', () => {
  it('queues with routing attributes and context; the console accepts, replies, ends; every change is an event', async () => {
    received.length = 0;
    const res = await start(olivia, { kind: 'LIVE', topic: 'Wrap investments (IDPS)', subOption: 'Tax reports', context: { name: 'manage_payments', referenceId: 'P123' } });
    expect(res.status).toBe(201);
    const id = res.body.data.conversationId as string;
    expect(res.body.data).toMatchObject({ kind: 'LIVE', status: 'QUEUED', topic: 'Wrap investments (IDPS)', subOption: 'Tax reports', context: { name: 'manage_payments', referenceId: 'P123' } });
    expect((await messages(olivia, id))[0]).toMatchObject({ source: 'system', entryType: 'routing', text: 'Routing: Wrap investments (IDPS) / Tax reports' });

    const queue = await sandbox.app.inject({ method: 'GET', url: '/console/chat' });
    expect(queue.body).toContain('Olivia');
    expect(queue.body).toContain('Wrap investments (IDPS) / Tax reports');
    expect(queue.body).toContain('manage_payments P123');

    expect((await consoleForm(`/${id}/reply`, { text: 'too early' })).headers.location).toMatch(/error=Accept/);
    expect((await consoleForm(`/${id}/accept`, { agentName: 'Sam' })).statusCode).toBe(303);
    expect((await post(olivia, id, 'Hello, <b>bold</b> & more')).status).toBe(201);
    expect((await consoleForm(`/${id}/reply`, { text: 'Hi Olivia, how can I help?' })).statusCode).toBe(303);
    const page = await sandbox.app.inject({ method: 'GET', url: `/console/chat/${id}` });
    expect(page.body).toContain('Hello, &lt;b&gt;bold&lt;/b&gt; &amp; more');
    expect(page.body).not.toContain('<b>bold</b>');

    const all = await messages(olivia, id);
    expect(all.at(-1)).toMatchObject({ source: 'agent', type: 'human', agentName: 'Sam', text: 'Hi Olivia, how can I help?' });
    await consoleForm(`/${id}/end`, {});
    expect((await messages(olivia, id)).at(-1)).toMatchObject({ source: 'system', text: 'This chat has ended' });

    await sandbox.events.flush();
    const mine = received.filter((e) => e.conversationId === id);
    expect(mine.every((e) => e.mac === 'M0000001')).toBe(true);
    expect(mine.filter((e) => e.type === 'chat.state').map((e) => (e.conversation as { status: string }).status)).toEqual(['ACTIVE', 'ENDED']);
    expect(mine.some((e) => e.type === 'chat.message' && (e.message as { text: string }).text === 'Hi Olivia, how can I help?')).toBe(true);
  });

  it('refuses a form without the console token and a bad agent name', async () => {
    const id = (await start(olivia, { kind: 'LIVE' })).body.data.conversationId as string;
    const forged = await sandbox.app.inject({ method: 'POST', url: `/console/chat/${id}/accept`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'csrf=nope&agentName=Sam' });
    expect(forged.statusCode).toBe(403);
    expect((await consoleForm(`/${id}/accept`, { agentName: '<script>' })).headers.location).toMatch(/error=/);
    await consoleForm(`/${id}/end`, {});
  });
});

describe('scoping and bounds', () => {
  it('another user cannot read, post to, hand over or end a conversation: 404 like an unknown id', async () => {
    const id = (await start(olivia, { kind: 'ASYNC' })).body.data.conversationId as string;
    for (const [method, path] of [['GET', ''], ['GET', '/messages'], ['POST', '/human'], ['POST', '/end']] as const) {
      expect((await call(sandbox.app, liam, `${C}/conversations/${id}${path}`, { method })).status).toBe(404);
    }
    expect((await post(liam, id, 'hi')).status).toBe(404);
    expect((await call(sandbox.app, liam, `${C}/conversations`)).body.data.some((c: { conversationId: string }) => c.conversationId === id)).toBe(false);
    expect((await call(sandbox.app, olivia, `${C}/conversations/00000000-0000-4000-8000-000000000000`)).status).toBe(404);
  });

  it('refuses long, empty or control-character messages and bad starts with 400', async () => {
    const id = (await start(olivia, { kind: 'ASYNC' })).body.data.conversationId as string;
    expect((await post(olivia, id, 'x'.repeat(2001))).status).toBe(400);
    expect((await post(olivia, id, 'x'.repeat(2000))).status).toBe(201);
    expect((await post(olivia, id, '   ')).status).toBe(400);
    expect((await post(olivia, id, 'bell\u0007')).status).toBe(400);
    expect((await post(olivia, id, 'two\nlines')).status).toBe(201);
    expect((await start(olivia, { kind: 'CHAT' })).status).toBe(400);
    expect((await start(olivia, { kind: 'LIVE', topic: 'a\u0000b' })).status).toBe(400);
    expect((await start(olivia, { kind: 'LIVE', topic: 'x'.repeat(101) })).status).toBe(400);
    expect((await start(olivia, { kind: 'LIVE', context: { name: 'elsewhere' } })).status).toBe(400);
    expect((await call(sandbox.app, olivia, `${C}/conversations/not-an-id`)).status).toBe(400);
    expect((await call(sandbox.app, olivia, `${C}/conversations/${id}/messages?after=abc`)).status).toBe(400);
  });
});

describe('the console gate', () => {
  it('with SANDBOX_DEV_TOKEN the console wants the token', async () => {
    const app = Fastify();
    app.register(async (a) => registerChatConsole(a, sandbox.db, { events: new EventHooks(undefined) }, { SANDBOX_DEV_TOKEN: 'tok' }));
    await app.ready();
    expect((await app.inject('/console/chat')).statusCode).toBe(403);
    expect((await app.inject('/console/chat?dev_token=tok')).statusCode).toBe(200);
    await app.close();
  });
});
