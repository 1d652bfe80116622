import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../db/index.js';
import { badgeInfo, type Badge } from './badges.js';
import { checkCredentials } from './credentials.js';
import { escapeHtml, page } from './html.js';
import { loginPage } from './login-page.js';
import { DEFAULT_REDIRECT_URI, isAllowedRedirect, portalRoute, tokenRedirect } from './redirect.js';
import type { SignInThrottle } from './sign-in-throttle.js';
import type { TokenStore } from './token-store.js';
import * as schemas from './schemas.js';

type Form = Record<string, string | undefined>;
const INCORRECT = 'Incorrect username or password';

// GET and POST /{badge}/login (sandbox/README.md "Sign-in").
export function registerLoginRoutes(app: FastifyInstance, db: Db, tokens: TokenStore, throttle: SignInThrottle): void {
  app.get<{ Params: { badge: string }; Querystring: Form }>('/:badge/login', { schema: schemas.loginPage }, async (request, reply) => {
    const { badge, info } = knownBadge(request.params.badge, reply);
    if (!info) return reply;
    const redirectUri = request.query.redirect_uri || DEFAULT_REDIRECT_URI;
    if (!isAllowedRedirect(redirectUri)) return badRedirect(reply);
    return html(reply, 200, loginPage({ badge, title: info.title, redirectUri, goTo: portalRoute(request.query.goTo) }));
  });

  app.post<{ Params: { badge: string }; Body: Form }>('/:badge/login', { schema: schemas.login }, async (request, reply) => {
    const { badge, info } = knownBadge(request.params.badge, reply);
    if (!info) return reply;
    const form = request.body ?? {};
    const redirectUri = form.redirect_uri || DEFAULT_REDIRECT_URI;
    if (!isAllowedRedirect(redirectUri)) return badRedirect(reply);
    // A goTo that is not a route of the portal is dropped here, so no page carries it on.
    const goTo = portalRoute(form.goTo);
    const username = form.username ?? '';
    const verdict = await throttle.check(username, request.ip);
    if (!verdict.allowed) {
      const error = `Too many failed sign-ins. Try again in ${verdict.retryAfterSeconds} seconds.`;
      reply.header('retry-after', String(verdict.retryAfterSeconds));
      return html(reply, 429, loginPage({ badge, title: info.title, redirectUri, goTo, username, error }));
    }
    const user = await checkCredentials(db, username, form.password ?? '');
    // A user of another brand family signs in on that family's page; same message, no hint.
    if (!user || user.brand !== info.brand) {
      await throttle.failed(username, request.ip);
      const again = { badge, title: info.title, redirectUri, goTo, username: form.username, error: INCORRECT };
      return html(reply, 401, loginPage(again));
    }
    await throttle.succeeded(username);
    const issued = await tokens.signIn(user.mac, request.headers['user-agent']);
    return reply.redirect(tokenRedirect(redirectUri, issued, goTo), 302);
  });
}

export function knownBadge(badge: string, reply: FastifyReply) {
  const info = badgeInfo(badge);
  if (!info) html(reply, 404, page('Not found', `<h1>Unknown login badge '${escapeHtml(badge)}'</h1>`));
  return { badge: badge as Badge, info };
}

export function html(reply: FastifyReply, status: number, body: string): FastifyReply {
  return reply.code(status).type('text/html; charset=utf-8').send(body);
}

function badRedirect(reply: FastifyReply): FastifyReply {
  return html(
    reply,
    400,
    page('Bad request', '<h1>Bad request</h1><p>redirect_uri must be an address of the portal.</p>'),
  );
}
