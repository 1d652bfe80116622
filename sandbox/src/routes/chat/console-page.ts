// The support agent's console HTML (/console/chat): plain forms, Post/Redirect/Get, no script; every value
// (messages, names, topics) goes through escapeHtml and is shown as text. Button and field names are stable
// (browser tests find them by role and name): "Accept", "Reply", "Send", "End chat", "Agents online".
import { escapeHtml as h, page } from '../../auth/html.js';
import type { ConversationRow, messageJson } from './chat-store.js';

export const CHAT_CONSOLE_PATH = '/console/chat';

const STYLE = `<style>
  main { max-width: 60rem; }
  table { border-collapse: collapse; width: 100%; margin: .5rem 0 1rem; font-size: .9rem; }
  th, td { text-align: left; padding: .35rem .5rem; border-bottom: 1px solid #e1e3e8; vertical-align: top; }
  form.inline { display: inline; }
  button { padding: .3rem .8rem; margin-right: .3rem; cursor: pointer; }
  textarea { width: 100%; min-height: 4rem; }
  ol.messages { list-style: none; padding: 0; }
  ol.messages li { padding: .4rem .6rem; margin: .3rem 0; border-radius: 4px; background: #f4f5f7; white-space: pre-wrap; }
  ol.messages li.user { background: #e8f0fe; }
  ol.messages li.agent { background: #e8f5ec; }
  .meta { font-size: .75rem; color: #555; }
  .notice { padding: .6rem .8rem; border-radius: 4px; background: #e8f5ec; color: #0b5d1e; }
  .notice.error { background: #fdecee; color: #a4000f; }
</style>`;
const notice = (message: string | undefined, error = false) => (message ? `<p class="notice${error ? ' error' : ''}" role="status">${h(message)}</p>` : '');
const token = (csrf: string) => `<input type="hidden" name="csrf" value="${h(csrf)}">`;

type QueueRow = ConversationRow & { first_name: string; last_name: string; username: string };

const routing = (c: ConversationRow) => [c.topic, c.sub_option].filter(Boolean).join(' / ') || '(none)';
const context = (c: ConversationRow) => (c.context_name ? `${c.context_name}${c.context_reference_id ? ` ${c.context_reference_id}` : ''}` : '(none)');

export function queuePage(online: boolean, queue: QueueRow[], csrf: string, message?: string, error = false): string {
  const rows = queue.map((c) => `<tr><td><a href="${CHAT_CONSOLE_PATH}/${encodeURIComponent(c.conversation_id)}">${h(c.first_name)} ${h(c.last_name)}</a> (${h(c.username)})</td>
<td>${h(c.kind)}</td><td>${h(c.status)}</td><td>${h(routing(c))}</td><td>${h(context(c))}</td><td>${h(c.agent_name ?? '')}</td><td>${h(c.created_at.toISOString())}</td></tr>`).join('');
  return page('Chat console - Wealth API sandbox', `${STYLE}
<h1>Chat console</h1>
<p>Queued and active chats with their routing attributes. Open one to accept it, reply and end it.</p>
${notice(message, error)}
<form method="post" action="${CHAT_CONSOLE_PATH}/availability">${token(csrf)}
<label><input type="checkbox" name="online" value="true"${online ? ' checked' : ''}> Agents online</label>
<button type="submit">Save availability</button></form>
<p>Live chat is <strong>${online ? 'available' : 'unavailable'}</strong>.</p>
<h2 id="queue-heading">Chats</h2>
<table aria-labelledby="queue-heading"><thead><tr><th>Adviser</th><th>Kind</th><th>Status</th><th>Topic</th><th>Context</th><th>Agent</th><th>Started</th></tr></thead>
<tbody>${rows || '<tr><td colspan="7">No chats waiting.</td></tr>'}</tbody></table>`);
}

export function conversationPage(c: QueueRow, messages: ReturnType<typeof messageJson>[], csrf: string, message?: string, error = false): string {
  const at = `${CHAT_CONSOLE_PATH}/${encodeURIComponent(c.conversation_id)}`;
  const list = messages.map((m) => `<li class="${h(m.source)}"><span class="meta">${h(m.source)}${m.agentName ? ` (${h(m.agentName)})` : ''}${m.entryType ? ` [${h(m.entryType)}]` : ''} ${h(m.timestamp)}</span>
${h(m.text)}</li>`).join('');
  const accept = c.status === 'QUEUED'
    ? `<form method="post" action="${at}/accept">${token(csrf)}<label for="agentName">Agent name</label>
<input type="text" id="agentName" name="agentName" value="Alex" maxlength="40" required><button type="submit">Accept</button></form>` : '';
  const reply = c.status === 'ACTIVE'
    ? `<form method="post" action="${at}/reply">${token(csrf)}<label for="reply">Reply</label>
<textarea id="reply" name="text" maxlength="2000" required></textarea><button type="submit">Send</button></form>` : '';
  const end = c.status !== 'ENDED' ? `<form method="post" action="${at}/end">${token(csrf)}<button type="submit">End chat</button></form>` : '';
  return page(`Chat with ${c.first_name} ${c.last_name} - Wealth API sandbox`, `${STYLE}
<p><a href="${CHAT_CONSOLE_PATH}">All chats</a></p>
<h1>Chat with ${h(c.first_name)} ${h(c.last_name)}</h1>
<p>${h(c.kind)} chat, status <strong>${h(c.status)}</strong>; topic ${h(routing(c))}; context ${h(context(c))}${c.agent_name ? `; agent ${h(c.agent_name)}` : ''}.</p>
${notice(message, error)}
${accept}
<h2 id="messages-heading">Messages</h2>
<ol class="messages" aria-labelledby="messages-heading">${list || '<li>No messages.</li>'}</ol>
${reply}${end}
<p><a href="${at}">Refresh</a></p>`);
}

export const noChatPage = (id: string) => page('No such chat', `<h1>No chat ${h(id)}</h1><p><a href="${CHAT_CONSOLE_PATH}">All chats</a></p>`);
