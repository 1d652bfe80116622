import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/index.js';
import { DEMO_USERS } from '../seed/demo-users.js';
import { checkCredentials } from './credentials.js';
import type { SignInThrottle } from './sign-in-throttle.js';
import type { TokenStore } from './token-store.js';
import { demoUsers, revoke, token } from './schemas.js';

type Form = Record<string, string | undefined>;
const INVALID_GRANT = { error: 'invalid_grant' };

// POST /oauth2/token, POST /oauth2/revoke and GET /auth/demo-users (sandbox/README.md "Sign-in").
export function registerOAuthRoutes(app: FastifyInstance, db: Db, tokens: TokenStore, throttle: SignInThrottle): void {
  app.post<{ Body: Form }>('/oauth2/token', { schema: token }, async (request, reply) => {
    const form = request.body ?? {};
    // RFC 6749 §5.1: token responses must not be cached.
    reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
    if (form.grant_type === 'password') {
      const username = form.username ?? '';
      const verdict = await throttle.check(username, request.ip);
      if (!verdict.allowed) {
        return reply.code(429).header('retry-after', String(verdict.retryAfterSeconds)).send({
          error: 'too_many_attempts',
          error_description: `Too many failed sign-ins; try again in ${verdict.retryAfterSeconds} seconds`,
        });
      }
      const user = await checkCredentials(db, username, form.password ?? '');
      if (!user) {
        await throttle.failed(username, request.ip);
        return reply.code(400).send(INVALID_GRANT);
      }
      await throttle.succeeded(username);
      return tokens.signIn(user.mac, request.headers['user-agent']);
    }
    if (form.grant_type === 'refresh_token') {
      const issued = form.refresh_token ? await tokens.refresh(form.refresh_token) : undefined;
      return issued ?? reply.code(400).send(INVALID_GRANT);
    }
    return reply.code(400).send({ error: 'unsupported_grant_type' });
  });

  app.post<{ Body: Form }>('/oauth2/revoke', { schema: revoke }, async (request) => {
    const token = request.body?.token;
    if (token) await tokens.revoke(token);
    return {};
  });

  app.get('/auth/demo-users', { schema: demoUsers }, async () =>
    DEMO_USERS.map(({ username, password, name, brand, loginBadge, shows }) => ({ username, password, name, brand, loginBadge, shows })),
  );
}
