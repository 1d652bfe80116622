// The notification console: a tester raises an alert for any user (any category, status text and object
// type) and publishes or withdraws announcements. The page's script calls the development endpoints with the
// x-sandbox-dev header (the token field holds SANDBOX_DEV_TOKEN when the sandbox sets one: whoever sees the page
// has shown it already). The script is a file of this origin, as the consoles' CSP allows no inline script.
import { escapeHtml, page } from '../../auth/html.js';

export const NOTIFICATION_CONSOLE_PATH = '/console/notifications';
export const NOTIFICATION_SCRIPT_PATH = `${NOTIFICATION_CONSOLE_PATH}/console.js`;

const option = (value: string, label = value) => `<option value="${escapeHtml(value)}">${escapeHtml(label)}</option>`;

export const SCRIPT = `
const $ = (id) => document.getElementById(id);
async function send(method, path, body) {
  const res = await fetch(path, {
    method,
    headers: { 'content-type': 'application/json', 'x-sandbox-dev': $('dev-token').value || '1' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let json = {};
  try { json = JSON.parse(text); } catch {}
  if (!res.ok) throw new Error(json.message || json.error || ('HTTP ' + res.status));
  return json;
}
function say(id, message, ok) {
  const el = $(id);
  el.textContent = message;
  el.className = ok ? 'result ok' : 'result error';
}
const list = (v) => v.split(',').map((s) => s.trim()).filter(Boolean);
$('alert-form').addEventListener('submit', async (event) => {
  event.preventDefault();
  const f = event.target.elements;
  try {
    const out = await send('POST', '/sandbox/alerts', {
      username: f.username.value, category: f.category.value, text: f.text.value, status: f.status.value,
      objectType: f.objectType.value, requestNumber: f.requestNumber.value, accountNumber: f.accountNumber.value,
      count: Number(f.count.value || 1),
    });
    say('alert-result', 'Alert ' + out.alert.alert_id + ' raised for ' + f.username.value + (out.count ? ' (' + out.count + ' alerts)' : '') + '.', true);
  } catch (e) { say('alert-result', 'Not raised: ' + e.message, false); }
});
$('announcement-form').addEventListener('submit', async (event) => {
  event.preventDefault();
  const f = event.target.elements;
  try {
    const days = Number(f.days.value || 30);
    const out = await send('POST', '/sandbox/announcements', {
      body: f.body.value, style: f.style.value, channels: list(f.channels.value), badges: list(f.badges.value),
      products: list(f.products.value), validTo: new Date(Date.now() + days * 86400000).toISOString(),
    });
    say('announcement-result', 'Announcement ' + out.message.id + ' published (' + out.message.style + ').', true);
  } catch (e) { say('announcement-result', 'Not published: ' + e.message, false); }
});
$('withdraw').addEventListener('click', async () => {
  try {
    const out = await send('DELETE', '/sandbox/announcements');
    say('announcement-result', out.deleted + ' announcement(s) withdrawn.', true);
  } catch (e) { say('announcement-result', 'Not withdrawn: ' + e.message, false); }
});
`;

const STYLE = `
  main { max-width: 46rem; }
  form { margin-bottom: 1rem; }
  select, textarea, input[type=number] { width: 100%; padding: .5rem; border: 1px solid #b8bcc4; border-radius: 6px; font: inherit; }
  textarea { min-height: 5rem; }
  .row { display: grid; grid-template-columns: 1fr 1fr; gap: 0 1rem; }
  .secondary { margin-left: .5rem; background: #fff; color: var(--primary); border: 1px solid var(--primary); }
  .result { margin-top: .8rem; padding: .6rem .8rem; border-radius: 4px; }
  .result:empty { display: none; }
  .result.ok { background: #e8f5ec; color: #0b5d1e; }
  .result.error { background: #fdecee; color: #a4000f; }
`;

export function consolePage(
  users: { username: string; first_name: string; last_name: string }[],
  categories: readonly string[],
  objectTypes: readonly string[],
  devToken = '1',
): string {
  const userOptions = users.map((u) => option(u.username, `${u.first_name} ${u.last_name} (${u.username})`)).join('');
  return page(
    'Notification console - Wealth API sandbox',
    `<style>${STYLE}</style>
<h1>Notification console</h1>
<p>Raise alerts as the back office does and publish announcements. Open portals show new alerts at once.</p>
<label for="dev-token">Development token</label>
<input type="text" id="dev-token" value="${escapeHtml(devToken)}" autocomplete="off">
<section aria-labelledby="alert-heading">
<h2 id="alert-heading">Raise an alert</h2>
<form id="alert-form">
<label for="username">User</label>
<select id="username" name="username">${userOptions}</select>
<div class="row">
<div><label for="category">Category</label><select id="category" name="category">${categories.map((c) => option(c)).join('')}</select></div>
<div><label for="objectType">Object type</label><select id="objectType" name="objectType">${objectTypes.map((t) => option(t)).join('')}</select></div>
</div>
<label for="text">Text</label>
<textarea id="text" name="text" required maxlength="1000">Your request R123456 needs your action on a pending task.</textarea>
<div class="row">
<div><label for="status">Status text (optional)</label><input type="text" id="status" name="status" maxlength="100"></div>
<div><label for="requestNumber">Request number (optional)</label><input type="text" id="requestNumber" name="requestNumber" maxlength="100"></div>
<div><label for="accountNumber">Account number (optional)</label><input type="text" id="accountNumber" name="accountNumber" maxlength="100"></div>
<div><label for="count">How many</label><input type="number" id="count" name="count" min="1" max="2000" value="1"></div>
</div>
<button type="submit" class="submit">Raise alert</button>
<p id="alert-result" class="result" role="status" aria-live="polite"></p>
</form>
</section>
<section aria-labelledby="announcement-heading">
<h2 id="announcement-heading">Publish an announcement</h2>
<form id="announcement-form">
<label for="body">Message (HTML)</label>
<textarea id="body" name="body" required maxlength="5000"></textarea>
<div class="row">
<div><label for="style">Style</label><select id="style" name="style">${option('info', 'Information (yellow box)')}${option('error', 'Error')}</select></div>
<div><label for="days">Valid for (days)</label><input type="number" id="days" name="days" min="1" max="365" value="30"></div>
<div><label for="channels">Channels (badges, comma list; empty: all)</label><input type="text" id="channels" name="channels"></div>
<div><label for="badges">Business ventures (comma list; empty: all)</label><input type="text" id="badges" name="badges"></div>
<div><label for="products">Products (comma list; empty: all)</label><input type="text" id="products" name="products"></div>
</div>
<button type="submit" class="submit">Publish</button>
<button type="button" id="withdraw" class="submit secondary">Withdraw all announcements</button>
<p id="announcement-result" class="result" role="status" aria-live="polite"></p>
</form>
</section>
<script src="${NOTIFICATION_SCRIPT_PATH}"></script>`,
  );
}
