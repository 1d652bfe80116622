// The support agent's console (/console/chat): queued chats with their routing attributes and context,
// Accept, a reply form, End chat, and the service's "agents online" switch. Behind the dev guard (absent when
// APP_ENV=production) and the console gate (SANDBOX_DEV_TOKEN once, then a SameSite cookie; a per-process
// form token on every form).
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../../db/index.js';
import { HttpError, badRequest, forbidden } from '../../http/http-error.js';
import type { SandboxServices } from '../define-routes.js';
import { guardConsole } from '../shared/console-gate.js';
import { conversationId, messageText } from './chat-routes.js';
import { acceptConversation, agentQueue, agentReply, agentsOnline, anyConversation, endConversation, listMessages, setAgentsOnline } from './chat-store.js';
import { CHAT_CONSOLE_PATH, conversationPage, noChatPage, queuePage } from './console-page.js';
import { devSchemas } from './schemas.js';

type Form = Record<string, string | undefined>;
const AGENT_NAME = /^[\p{L}\p{M}' .-]{1,40}$/u;

export function registerChatConsole(app: FastifyInstance, db: Db, { events }: SandboxServices, env: NodeJS.ProcessEnv = process.env): void {
  const gate = guardConsole(app, { path: CHAT_CONSOLE_PATH, cookieName: 'sandbox_chat', what: 'the chat console', env });
  const csrf = gate.csrf;
  const said = (q: Form) => ({ error: typeof q.error === 'string' ? q.error : undefined, done: typeof q.done === 'string' ? q.done : undefined });

  app.get<{ Querystring: Form }>(CHAT_CONSOLE_PATH, { schema: devSchemas.queue }, async (request, reply) => {
    const { error, done } = said(request.query);
    const queue = (await agentQueue(db)).filter((c) => c.kind === 'LIVE' || c.status !== 'BOT');
    return html(reply, queuePage(await agentsOnline(db), queue, csrf, error ?? done, !!error));
  });

  app.post<{ Body: Form }>(`${CHAT_CONSOLE_PATH}/availability`, { schema: devSchemas.availability }, async (request, reply) => {
    const form = (request.body ?? {}) as Form;
    if (!gate.formIsOurs(form)) throw forbidden('This form is not from the sandbox chat console; reload the page.');
    const online = form.online === 'true';
    await setAgentsOnline(db, online);
    return reply.redirect(`${CHAT_CONSOLE_PATH}?done=${encodeURIComponent(`Agents are ${online ? 'online' : 'offline'}.`)}`, 303);
  });

  app.get<{ Params: { id: string }; Querystring: Form }>(`${CHAT_CONSOLE_PATH}/:id`, { schema: devSchemas.conversation }, async (request, reply) => {
    const c = await anyConversation(db, request.params.id);
    if (!c) return html(reply, noChatPage(request.params.id), 404);
    const [row] = (await db.query<{ first_name: string; last_name: string; username: string }>('select first_name, last_name, username from users where mac = $1', [c.mac])).rows;
    const { error, done } = said(request.query);
    return html(reply, conversationPage({ ...c, ...row }, await listMessages(db, c.conversation_id, undefined, 500), csrf, error ?? done, !!error));
  });

  const action = (path: string, run: (c: NonNullable<Awaited<ReturnType<typeof anyConversation>>>, form: Form) => Promise<string>) =>
    app.post<{ Params: { id: string }; Body: Form }>(`${CHAT_CONSOLE_PATH}/:id${path}`, { schema: devSchemas.actions[path] }, async (request, reply) => {
      const form = (request.body ?? {}) as Form;
      if (!gate.formIsOurs(form)) throw forbidden('This form is not from the sandbox chat console; reload the page.');
      const c = await anyConversation(db, conversationId(request.params.id));
      if (!c) return html(reply, noChatPage(request.params.id), 404);
      const back = `${CHAT_CONSOLE_PATH}/${encodeURIComponent(c.conversation_id)}`;
      try {
        return reply.redirect(`${back}?done=${encodeURIComponent(await run(c, form))}`, 303);
      } catch (e) {
        if (!(e instanceof HttpError) || e.status === 404) throw e;
        return reply.redirect(`${back}?error=${encodeURIComponent(e.message)}`, 303);
      }
    });

  action('/accept', async (c, form) => {
    const name = (form.agentName ?? '').trim();
    if (!AGENT_NAME.test(name)) throw badRequest('Agent name must be 1 to 40 letters');
    await acceptConversation(db, events, c, name);
    return 'Chat accepted.';
  });
  action('/reply', async (c, form) => {
    await agentReply(db, events, c, messageText(form.text));
    return 'Reply sent.';
  });
  action('/end', async (c) => {
    await endConversation(db, events, c);
    return 'Chat ended.';
  });
}

function html(reply: FastifyReply, body: string, status = 200) {
  return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);
}
