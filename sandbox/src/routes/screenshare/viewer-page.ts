// The support person's viewer pages (/console/screenshare): the PIN form, and a joined session's page with its
// status, the recording events as they arrive (a live count and list; the rrweb replay comes with the web
// plugin) and the control buttons. Every value goes through escapeHtml; the script writes only textContent.
import { escapeHtml as h, page } from '../../auth/html.js';
import type { SessionRow } from './session-store.js';

export const VIEWER_PATH = '/console/screenshare';

const STYLE = `<style>
  main { max-width: 56rem; }
  form.inline { display: inline; }
  form.inline button { padding: .3rem .8rem; margin-right: .3rem; cursor: pointer; }
  input[type=text] { padding: .3rem; width: 8rem; font-size: 1.2rem; letter-spacing: .2em; }
  .notice { padding: .6rem .8rem; border-radius: 4px; background: #e8f5ec; color: #0b5d1e; }
  .notice.error { background: #fdecee; color: #a4000f; }
  ol#events { font-family: monospace; font-size: .8rem; max-height: 24rem; overflow: auto; }
</style>`;
const notice = (message: string | undefined, error = false) => (message ? `<p class="notice${error ? ' error' : ''}" role="${error ? 'alert' : 'status'}">${h(message)}</p>` : '');
const token = (csrf: string) => `<input type="hidden" name="csrf" value="${h(csrf)}">`;

export function pinPage(csrf: string, error?: string): string {
  return page('Screen share viewer - Wealth API sandbox', `${STYLE}
<h1>Screen share viewer</h1>
<p>Enter the one-time code the adviser reads out to watch their portal. A code works once and expires 10 minutes after the adviser starts.</p>
${notice(error, true)}
<form method="post" action="${VIEWER_PATH}/join">${token(csrf)}
<label for="pin">Code</label> <input type="text" id="pin" name="pin" inputmode="numeric" autocomplete="off" pattern="[0-9]{6}" maxlength="6" required>
<button type="submit">Join</button></form>`);
}

export function sessionPage(row: SessionRow, csrf: string, message?: string, error = false): string {
  const base = `${VIEWER_PATH}/${encodeURIComponent(row.session_id)}`;
  const action = (path: string, label: string) => `<form class="inline" method="post" action="${base}/${path}">${token(csrf)}<button type="submit">${h(label)}</button></form>`;
  return page(`Screen share ${row.session_id} - Wealth API sandbox`, `${STYLE}
<h1>Screen share session</h1>
${notice(message, error)}
<dl>
<dt>Session</dt><dd id="session">${h(row.session_id)}</dd>
<dt>Adviser</dt><dd>${h(row.mac)} (${h(row.badge)})</dd>
<dt>Product</dt><dd>${h(row.product)}</dd>
<dt>Status</dt><dd id="status" role="status">${h(row.status)}</dd>
<dt>Last message</dt><dd id="control">none</dd>
<dt>Events received</dt><dd id="count">${row.event_count}</dd>
</dl>
<p>${action('end', 'End session')}${action('cancel', 'Send cancel')}${action('logout', 'Send logout')}${action('fail', 'Simulate connection failure')}</p>
<h2>Recording events</h2>
<ol id="events" aria-label="Recording events"></ol>
<script>
(function () {
  var count = document.getElementById('count'), list = document.getElementById('events');
  var status = document.getElementById('status'), control = document.getElementById('control');
  var source = new EventSource(${JSON.stringify(`${base}/stream`).replace(/</g, '\\u003c')});
  source.addEventListener('state', function (m) {
    var e = JSON.parse(m.data);
    status.textContent = e.status;
    if (e.control) control.textContent = e.control;
    if (e.status === 'ENDED' || e.status === 'FAILED') source.close();
  });
  source.addEventListener('events', function (m) {
    var batch = JSON.parse(m.data);
    count.textContent = String(batch.from + batch.events.length - 1);
    batch.events.forEach(function (ev, i) {
      var li = document.createElement('li');
      li.value = batch.from + i;
      li.textContent = 'type ' + ev.type + (ev.timestamp ? ' at ' + new Date(ev.timestamp).toISOString() : '');
      list.appendChild(li);
    });
    while (list.children.length > 200) list.removeChild(list.firstChild);
  });
})();
</script>`);
}
