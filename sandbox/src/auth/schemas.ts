// The sign-in pages' and OAuth 2 endpoints' contract (sandbox/README.md "Sign-in"). Forms arrive as
// application/x-www-form-urlencoded (JSON is taken too); the pages answer HTML.
import { routeSchema } from '../http/route-schema.js';

const FORM = ['application/x-www-form-urlencoded', 'application/json'] as const;

const badge = {
  type: 'object',
  properties: { badge: { type: 'string', description: 'The login badge: mgl, oasis or ppt (an unknown badge answers a 404 page).' } },
  required: ['badge'],
} as const;

const htmlPage = (description: string) => ({ description, content: { 'text/html': { schema: { type: 'string' } } } }) as const;

const oauthError = {
  type: 'object',
  description: 'An OAuth 2 error (RFC 6749 §5.2).',
  properties: {
    error: { type: 'string', description: 'invalid_grant, unsupported_grant_type or too_many_attempts.' },
    error_description: { type: 'string' },
  },
  required: ['error'],
} as const;

const redirectFields = {
  redirect_uri: { type: 'string', description: 'Where the tokens go after sign-in: the portal\'s own address (others are refused).' },
  goTo: { type: 'string', description: 'A portal route to open after sign-in (anything else is dropped).' },
} as const;

export const loginPage = routeSchema({
  summary: 'The sign-in page of a brand',
  params: badge,
  querystring: { type: 'object', properties: redirectFields },
  produces: ['text/html'],
  response: { 200: htmlPage('The sign-in form.'), 400: htmlPage('A redirect_uri that is not the portal\'s.'), 404: htmlPage('An unknown badge.') },
});

export const login = routeSchema({
  summary: 'Sign in with the brand\'s form',
  description: 'Right credentials of a user of the badge\'s brand family redirect (302) to `redirect_uri` with the tokens in the fragment (`#/login?access_token=...`). Wrong ones show the form again (401); too many failed attempts, 429 with retry-after.',
  params: badge,
  consumes: FORM,
  body: { type: 'object', properties: { username: { type: 'string' }, password: { type: 'string' }, ...redirectFields } },
  produces: ['text/html'],
  response: {
    302: { description: 'Signed in: to redirect_uri with the tokens.' },
    400: htmlPage('A redirect_uri that is not the portal\'s.'),
    401: htmlPage('Incorrect username or password: the form again.'),
    404: htmlPage('An unknown badge.'),
    429: htmlPage('Too many failed sign-ins: the form with the wait.'),
  },
});

const linkBack = { type: 'object', properties: redirectFields } as const;

export const logoutPage = routeSchema({
  summary: 'The signed-out page',
  params: badge,
  querystring: { type: 'object', properties: { reason: { type: 'string', description: 'logged_out (default) or timed_out.' }, ...redirectFields } },
  produces: ['text/html'],
  response: { 200: htmlPage('Says why the user was signed out, with a link to sign in again.'), 400: htmlPage('An unknown reason.'), 404: htmlPage('An unknown badge.') },
});

export const errorPage = routeSchema({
  summary: 'The sign-in error page',
  description: 'Where the portal sends a user it signs out for an error (server_error, missing_tokens, brand_changed; other codes are shown as they are).',
  params: { type: 'object', properties: { ...badge.properties, code: { type: 'string', description: 'The error code.' } }, required: ['badge', 'code'] },
  querystring: linkBack,
  produces: ['text/html'],
  response: { 200: htmlPage('Explains the code, with a link to sign in again.'), 404: htmlPage('An unknown badge.') },
});

export const token = routeSchema({
  summary: 'OAuth 2 token endpoint',
  description: 'grant_type=password (username, password) signs in; grant_type=refresh_token (refresh_token) renews both tokens, the old refresh token then refused. The answer is not cacheable.',
  consumes: FORM,
  body: {
    type: 'object',
    properties: {
      grant_type: { type: 'string', description: 'password or refresh_token.' },
      username: { type: 'string' },
      password: { type: 'string' },
      refresh_token: { type: 'string' },
    },
  },
  response: {
    200: {
      type: 'object',
      properties: {
        access_token: { type: 'string' },
        token_type: { type: 'string', const: 'Bearer' },
        scope: { type: 'string', description: 'WEALTH_FULL_VIEW.' },
        expires_in: { type: 'integer', description: 'Seconds the access token lives (ACCESS_TOKEN_TTL, default 900).' },
        refresh_token: { type: 'string' },
        refresh_token_expires_in: { type: 'integer', description: 'Seconds the refresh token lives (REFRESH_TOKEN_TTL, default 7200): the session\'s idle limit.' },
      },
      required: ['access_token', 'token_type', 'scope', 'expires_in', 'refresh_token', 'refresh_token_expires_in'],
    },
    400: oauthError,
    429: oauthError,
  },
});

export const revoke = routeSchema({
  summary: 'Revoke a token',
  description: 'Revokes the access or refresh token and its sign-in family (RFC 7009): always 200, known token or not.',
  consumes: FORM,
  body: { type: 'object', properties: { token: { type: 'string', description: 'An access or refresh token.' } } },
  response: { 200: { type: 'object', properties: {} } },
});

export const demoUsers = routeSchema({
  summary: 'The demo users',
  description: 'The seeded demo users and what each shows, for the start banner and the sign-in page.',
  response: {
    200: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          username: { type: 'string' },
          password: { type: 'string' },
          name: { type: 'string' },
          brand: { type: 'string' },
          loginBadge: { type: 'string', description: 'The badge of the sign-in page the user signs in on.' },
          shows: { type: 'string', description: 'What the user is for.' },
        },
        required: ['username', 'password', 'name', 'brand', 'loginBadge', 'shows'],
      },
    },
  },
});
