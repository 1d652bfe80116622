// The playground's demo sign-in (development only, never in production mode): a small control on the GraphiQL
// page lists the sign-in service's demo users and signs one in with the password grant, and GraphiQL opens with
// {"Authorization": "Bearer <access token>"} in its headers. The page may only talk to its own origin (its
// Content-Security-Policy says connect-src 'self'), so the gateway relays the two calls:
//   GET  /dev/demo-users    the sign-in service's demo users (GET /auth/demo-users)
//   POST /dev/demo-sign-in  { username } -> { accessToken, expiresIn } (POST /oauth2/token, grant_type=password)
// Both want the x-gateway-dev header, as /dev/requests does, so no page of another site can call them.
import type { FastifyInstance } from 'fastify';
import { GATEWAY_DEV_HEADER } from '../tracing/trace-log-route.js';

/** Every demo user of the sandbox signs in with this password. */
const DEMO_PASSWORD = 'demo';

interface DemoUser {
  username: string;
  name: string;
  brand: string;
}

export function registerDemoSignInRoutes(app: FastifyInstance, { authBaseUrl, production }: { authBaseUrl: string; production: boolean }): void {
  if (production) return;
  const refuse = (headers: Record<string, unknown>) => typeof headers[GATEWAY_DEV_HEADER] !== 'string';
  const forbidden = { error: 'forbidden', message: `development endpoint: send the ${GATEWAY_DEV_HEADER} header` };

  app.get('/dev/demo-users', async (request, reply) => {
    if (refuse(request.headers)) return reply.code(403).send(forbidden);
    const res = await fetch(`${authBaseUrl}/auth/demo-users`).catch(() => undefined);
    if (!res?.ok) return reply.code(502).send({ error: 'no_demo_users', message: `the sign-in service at ${authBaseUrl} lists no demo users` });
    const users = (await res.json()) as DemoUser[];
    return reply.header('cache-control', 'no-store').send(users.map(({ username, name, brand }) => ({ username, name, brand })));
  });

  app.post<{ Body: { username?: unknown } }>('/dev/demo-sign-in', async (request, reply) => {
    if (refuse(request.headers)) return reply.code(403).send(forbidden);
    const username = request.body?.username;
    if (typeof username !== 'string' || !username) return reply.code(400).send({ error: 'bad_request', message: 'send { "username": "..." }' });
    const res = await fetch(`${authBaseUrl}/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'password', username, password: DEMO_PASSWORD }),
    }).catch(() => undefined);
    if (!res) return reply.code(502).send({ error: 'unreachable', message: `the sign-in service at ${authBaseUrl} did not answer` });
    const body = (await res.json().catch(() => ({}))) as { access_token?: string; expires_in?: number; error?: string };
    if (!res.ok || !body.access_token) return reply.code(res.status >= 500 ? 502 : 400).send({ error: body.error ?? 'sign_in_failed', message: `${username} could not sign in` });
    return reply.header('cache-control', 'no-store').send({ accessToken: body.access_token, expiresIn: body.expires_in });
  });
}

/**
 * The control put into the playground page: a form in the bottom corner, and its script. It sits before GraphiQL's
 * own script so it sees the YogaGraphiQL global being set, and wraps its render:
 * - after a sign-in (the page reloads), the tab that was open (or the last with a query) opens with the token in
 *   its headers: the script writes them into GraphiQL's stored tab;
 * - on every load while signed in it hands GraphiQL that tab's query, variables and headers as the initial ones,
 *   by which GraphiQL finds the stored tab again (left alone, yoga's GraphiQL opens a new tab without headers on
 *   a reload); new tabs get the token as their default headers.
 * yoga's GraphiQL keeps each tab's headers in localStorage, so a reload keeps them; "Forget" takes the token out
 * of every stored tab. The token itself is kept for the browser tab only (sessionStorage).
 */
export const DEMO_SIGN_IN_HTML = `
      <form id="demo-sign-in" style="position:fixed;right:12px;bottom:12px;z-index:1000;display:flex;gap:6px;align-items:center;padding:6px 8px;border:1px solid #ccc;border-radius:6px;background:#fff;font:13px system-ui,sans-serif;color:#333">
        <label for="demo-user">Demo sign-in</label>
        <select id="demo-user" name="username"></select>
        <button type="submit">Sign in</button>
        <button type="button" id="demo-forget" hidden>Forget</button>
        <output id="demo-status" aria-live="polite"></output>
      </form>
      <script>
        (() => {
          const KEY = 'adviser-online:playground-demo';
          const TABS = 'graphiql:tabState';
          const DEV = { 'x-gateway-dev': 'playground' };
          const signedIn = JSON.parse(sessionStorage.getItem(KEY) || 'null');
          const headersOf = (token) => JSON.stringify({ Authorization: 'Bearer ' + token }, null, 2);
          const readTabs = () => { try { const s = JSON.parse(localStorage.getItem(TABS)); return s && Array.isArray(s.tabs) ? s : null; } catch { return null; } };
          let yoga;
          Object.defineProperty(globalThis, 'YogaGraphiQL', {
            configurable: true,
            set(value) { yoga = value; },
            get() {
              if (!yoga || !signedIn) return yoga;
              const headers = headersOf(signedIn.token);
              return { ...yoga, renderYogaGraphiQL(root, options) {
                const opened = { ...options, headers, defaultHeaders: headers };
                const state = readTabs();
                const tabs = state ? state.tabs : [];
                const active = state && tabs[state.activeTabIndex];
                const tab = active && active.query ? active : tabs.slice().reverse().find((t) => t.query);
                if (tab && signedIn.fresh) tab.headers = headers;
                if (tab) localStorage.setItem(TABS, JSON.stringify({ ...state, activeTabIndex: tabs.indexOf(tab) }));
                const url = new URL(location.href);
                url.searchParams.set('query', tab ? tab.query : options.defaultQuery || '');
                history.replaceState(history.state, '', url);
                Object.assign(opened, { initialHeaders: (tab ? tab.headers : headers) || undefined, variables: (tab && tab.variables) || undefined });
                if (signedIn.fresh) sessionStorage.setItem(KEY, JSON.stringify({ ...signedIn, fresh: false }));
                return yoga.renderYogaGraphiQL(root, opened);
              } };
            },
          });
          addEventListener('DOMContentLoaded', () => {
            const form = document.getElementById('demo-sign-in');
            const select = document.getElementById('demo-user');
            const status = document.getElementById('demo-status');
            const forget = document.getElementById('demo-forget');
            if (signedIn) {
              status.textContent = 'Headers hold ' + signedIn.username + "'s token";
              forget.hidden = false;
            }
            fetch('/dev/demo-users', { headers: DEV })
              .then((res) => (res.ok ? res.json() : Promise.reject(new Error('no demo users'))))
              .then((users) => {
                for (const user of users) select.add(new Option(user.name + ' (' + user.username + ', ' + user.brand + ')', user.username, false, user.username === (signedIn && signedIn.username)));
              })
              .catch(() => { status.textContent = 'No demo users: is the sandbox running?'; });
            form.addEventListener('submit', async (event) => {
              event.preventDefault();
              status.textContent = 'Signing in...';
              const res = await fetch('/dev/demo-sign-in', { method: 'POST', headers: { ...DEV, 'content-type': 'application/json' }, body: JSON.stringify({ username: select.value }) });
              const body = await res.json().catch(() => ({}));
              if (!res.ok || !body.accessToken) { status.textContent = body.message || 'Sign-in failed'; return; }
              sessionStorage.setItem(KEY, JSON.stringify({ username: select.value, token: body.accessToken, fresh: true }));
              location.reload();
            });
            forget.addEventListener('click', () => {
              const state = readTabs();
              if (state) {
                for (const tab of state.tabs) if (tab.headers === headersOf(signedIn.token)) tab.headers = null;
                localStorage.setItem(TABS, JSON.stringify(state));
              }
              sessionStorage.removeItem(KEY);
              location.reload();
            });
          });
        })();
      </script>`;

/** The playground page with the demo sign-in control, placed right after GraphiQL's root element. */
export function withDemoSignIn(html: string): string {
  const root = '<div id="root"></div>';
  if (!html.includes(root)) throw new Error('the playground page has no GraphiQL root element to put the demo sign-in after');
  return html.replace(root, () => `${root}${DEMO_SIGN_IN_HTML}`);
}
