import type { FastifyInstance } from 'fastify';
import { escapeHtml, page } from './html.js';
import { html, knownBadge } from './login-routes.js';
import { isAllowedRedirect, portalRoute } from './redirect.js';
import { errorPage, logoutPage } from './schemas.js';

type Query = Record<string, string | undefined>;

const REASONS: Record<string, string> = {
  logged_out: 'You have logged out',
  timed_out: 'Your session has timed out',
};

// What the error codes the web shell sends mean (000 §8 "Authentication"); other codes are shown as is.
const ERRORS: Record<string, string> = {
  server_error: 'We could not load your details. Please try again later.',
  missing_tokens: 'Your sign-in details were missing or incomplete.',
  brand_changed: 'You signed in under a different brand. Please sign in again.',
};

// GET /{badge}/logout and /{badge}/error/{code}: static pages linking back to the login page.
export function registerLogoutRoutes(app: FastifyInstance): void {
  app.get<{ Params: { badge: string }; Querystring: Query }>('/:badge/logout', { schema: logoutPage }, async (request, reply) => {
    const { badge, info } = knownBadge(request.params.badge, reply);
    if (!info) return reply;
    const heading = REASONS[request.query.reason ?? 'logged_out'];
    if (!heading) return html(reply, 400, page('Bad request', '<h1>reason must be logged_out or timed_out</h1>'));
    const body = `<h1>${escapeHtml(heading)}</h1>\n<p>${escapeHtml(info.title)}</p>\n${signInLink(badge, request.query)}`;
    return html(reply, 200, page(`${heading} - ${info.title}`, body, info));
  });

  app.get<{ Params: { badge: string; code: string }; Querystring: Query }>('/:badge/error/:code', { schema: errorPage }, async (request, reply) => {
    const { badge, info } = knownBadge(request.params.badge, reply);
    if (!info) return reply;
    const { code } = request.params;
    const explanation = Object.hasOwn(ERRORS, code) ? ERRORS[code] : 'Something went wrong while signing you in.';
    const body = `<h1>Sorry, something went wrong</h1>
<p>${escapeHtml(explanation)}</p>
<p>Error code: <code>${escapeHtml(code)}</code></p>
${signInLink(badge, request.query)}`;
    return html(reply, 200, page(`Error ${code} - ${info.title}`, body, info));
  });
}

/** Back to the login page, keeping redirect_uri and goTo (a portal route only) when they were passed along. */
function signInLink(badge: string, query: Query): string {
  const params = new URLSearchParams();
  if (query.redirect_uri && isAllowedRedirect(query.redirect_uri)) params.set('redirect_uri', query.redirect_uri);
  const goTo = portalRoute(query.goTo);
  if (goTo) params.set('goTo', goTo);
  const href = `/${badge}/login${params.size ? `?${params}` : ''}`;
  return `<p><a href="${escapeHtml(href)}">Sign in again</a></p>`;
}
