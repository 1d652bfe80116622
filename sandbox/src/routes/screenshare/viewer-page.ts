// The support person's viewer pages (/console/screenshare): the PIN form, and a joined session's page with its
// status, the recording events as they arrive (a live count and list; the rrweb replay comes with the web
// plugin) and the control buttons. Every value goes through escapeHtml; the script writes only textContent.
import { escapeHtml as h, page } from '../../auth/html.js';
import { lastControl, type SessionRow } from './session-store.js';

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

/** The viewer page's script and assets (rrweb's replay bundle and style, served from node_modules). */
export const ASSETS_PATH = `${VIEWER_PATH}/assets`;

/**
 * The session page's Content-Security-Policy: its own script by nonce and rrweb's bundle from this origin; the
 * recording renders in rrweb's sandboxed iframe (about:blank, no scripts), whose inlined styles and the portal's
 * images and fonts (another origin) must load. No page may frame it, as no console may be framed.
 */
export function viewerCsp(nonce: string): string {
  return [
    "default-src 'none'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    'img-src * data: blob:',
    'font-src * data:',
    "connect-src 'self'",
    "frame-src 'self' about: blob:",
    "child-src 'self' about: blob:",
    "base-uri 'none'",
    "form-action 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const ENDED_BY: Record<string, string> = {
  ADVISER: 'the adviser',
  VIEWER: 'you',
  EXPIRED: 'the code expiring',
  FAILURE: 'a connection failure',
};

export function sessionPage(row: SessionRow, csrf: string, nonce: string, message?: string, error = false): string {
  const base = `${VIEWER_PATH}/${encodeURIComponent(row.session_id)}`;
  const action = (path: string, label: string) => `<form class="inline" method="post" action="${base}/${path}">${token(csrf)}<button type="submit">${h(label)}</button></form>`;
  const json = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c');
  return page(`Screen share ${row.session_id} - Wealth API sandbox`, `${STYLE}
<link rel="stylesheet" href="${ASSETS_PATH}/rrweb.css">
<style>
  main { max-width: 90rem; }
  #replay { position: relative; border: 1px solid #d0d3d8; background: #f4f5f7; min-height: 12rem; overflow: hidden; }
  #replay .replayer-wrapper { transform-origin: top left; }
  #replay-empty { padding: 1rem; color: #555; }
  dl.facts { display: grid; grid-template-columns: max-content 1fr; gap: .2rem 1rem; }
  dl.facts dd { margin: 0; }
</style>
<h1>Screen share session</h1>
${notice(message, error)}
<dl class="facts">
<dt>Session</dt><dd id="session">${h(row.session_id)}</dd>
<dt>Adviser</dt><dd>${h(row.mac)} (${h(row.badge)})</dd>
<dt>Product</dt><dd>${h(row.product)}</dd>
<dt>Status</dt><dd id="status" role="status">${h(row.status)}</dd>
<dt>Ended by</dt><dd id="ended-by">${row.ended_by ? h(ENDED_BY[row.ended_by] ?? row.ended_by) : 'not ended'}</dd>
<dt>Last message</dt><dd id="control">${h(lastControl(row.session_id) ?? 'none')}</dd>
<dt>Events received</dt><dd id="count">${row.event_count}</dd>
</dl>
<p id="ended" role="alert" class="notice"${row.status === 'ENDED' || row.status === 'FAILED' ? '' : ' hidden'}>${h(endedText(row.status, row.ended_by, lastControl(row.session_id)))}</p>
<p>${action('end', 'End session')}${action('cancel', 'Send cancel')}${action('logout', 'Send logout')}${action('fail', 'Simulate connection failure')}</p>
<h2>The adviser's screen</h2>
<div id="replay" aria-label="The adviser's screen, live"><p id="replay-empty">Waiting for the adviser's screen…</p></div>
<h2>Recording events</h2>
<ol id="events" aria-label="Recording events"></ol>
<script src="${ASSETS_PATH}/rrweb.js"></script>
<script nonce="${h(nonce)}">
(function () {
  var ENDED_BY = ${json(ENDED_BY)};
  var count = document.getElementById('count'), list = document.getElementById('events');
  var status = document.getElementById('status'), control = document.getElementById('control');
  var endedBy = document.getElementById('ended-by'), ended = document.getElementById('ended');
  var replay = document.getElementById('replay'), empty = document.getElementById('replay-empty');
  var replayer = null, chunks = {};
  function endedText(e) {
    if (e.status === 'FAILED') return 'The session failed' + (e.endedBy ? ' (' + (ENDED_BY[e.endedBy] || e.endedBy) + ')' : '') + '.';
    if (e.control === 'logout' && e.endedBy === 'ADVISER') return 'The session ended: the adviser logged out.';
    if (e.control === 'logout') return 'The session ended: you signed the adviser out.';
    return 'The session ended' + (e.endedBy ? ' by ' + (ENDED_BY[e.endedBy] || e.endedBy) : '') + '.';
  }
  // Fits the replayed page (the adviser's window size) into the box, keeping its proportions.
  function fit() {
    if (!replayer) return;
    var w = replayer.wrapper, iframe = replayer.iframe;
    var width = parseInt(iframe.width, 10) || 1, height = parseInt(iframe.height, 10) || 1;
    var scale = Math.min(1, replay.clientWidth / width);
    w.style.transform = 'scale(' + scale + ')';
    replay.style.height = Math.ceil(height * scale) + 'px';
  }
  function play(ev) {
    if (!window.rrweb) return;
    if (!replayer) {
      if (ev.type !== 4 && ev.type !== 2) return; // a replay starts at the page's meta and full snapshot
      empty.hidden = true;
      // useVirtualDom false: in live mode rrweb casts an event recorded before startLive (the stream's catch-up:
      // what the adviser did while this page loaded, or everything after a reload) at once, and a DOM mutation cast
      // so goes to its virtual DOM, which only a non-live play() ever writes back to the frame. From that first
      // mutation on, every later one went there too: the replay stayed on the page the adviser had left (issue 28).
      replayer = new rrweb.Replayer([], { root: replay, liveMode: true, useVirtualDom: false, mouseTail: false, UNSAFE_replayCanvas: false });
      replayer.on('resize', fit);
      replayer.startLive();
      window.addEventListener('resize', fit);
    }
    try { replayer.addEvent(ev); } catch (err) { console.error('replay', err); }
    fit();
  }
  // An event too large for one upload arrives in chunks (plugins/screenshare/recording/batcher.ts): join them.
  function take(ev) {
    if (!ev || ev.type !== 'ao-chunk') return ev;
    var parts = chunks[ev.id] || (chunks[ev.id] = { n: 0, data: [] });
    if (parts.data[ev.index] === undefined) { parts.data[ev.index] = ev.data; parts.n++; }
    if (parts.n < ev.total) return null;
    delete chunks[ev.id];
    try { return JSON.parse(parts.data.join('')); } catch (err) { console.error('chunk', err); return null; }
  }
  var source = new EventSource(${json(`${base}/stream`)});
  source.addEventListener('state', function (m) {
    var e = JSON.parse(m.data);
    status.textContent = e.status;
    if (e.control) control.textContent = e.control;
    if (e.endedBy) endedBy.textContent = ENDED_BY[e.endedBy] || e.endedBy;
    if (e.status === 'ENDED' || e.status === 'FAILED') {
      ended.textContent = endedText(e);
      ended.hidden = false;
      source.close();
    }
  });
  source.addEventListener('events', function (m) {
    var batch = JSON.parse(m.data);
    count.textContent = String(batch.from + batch.events.length - 1);
    batch.events.forEach(function (raw, i) {
      var li = document.createElement('li');
      li.value = batch.from + i;
      li.textContent = 'type ' + raw.type + (raw.timestamp ? ' at ' + new Date(raw.timestamp).toISOString() : '') + (raw.type === 'ao-chunk' ? ' (part ' + (raw.index + 1) + ' of ' + raw.total + ')' : '');
      list.appendChild(li);
      var ev = take(raw);
      if (ev) play(ev);
    });
    while (list.children.length > 200) list.removeChild(list.firstChild);
  });
})();
</script>`);
}

/** What the page says once a session is over (the same words the script writes live). */
export function endedText(status: string, endedBy: string | null, control: string | null): string {
  if (status === 'FAILED') return `The session failed${endedBy ? ` (${ENDED_BY[endedBy] ?? endedBy})` : ''}.`;
  if (status !== 'ENDED') return '';
  if (control === 'logout' && endedBy === 'ADVISER') return 'The session ended: the adviser logged out.';
  return `The session ended${endedBy ? ` by ${ENDED_BY[endedBy] ?? endedBy}` : ''}.`;
}
