import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TokenStore } from '../auth/token-store.js';
import { forbidden, invalidToken } from './http-error.js';
import type { Scope, ScopeResolver } from './scope.js';

export interface AuthContext {
  mac: string;
  familyId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext;
    scope: Scope;
  }
}

// Bearer check and scope resolution for every route of the encapsulated /api/ plugin.
export function registerAuthHook(app: FastifyInstance, tokens: TokenStore, scopes: ScopeResolver): void {
  app.decorateRequest('auth', null as unknown as AuthContext);
  app.decorateRequest('scope', null as unknown as Scope);
  app.addHook('onRequest', async (request) => {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
    if (!match) throw invalidToken('A bearer access token is required');
    const check = await tokens.checkAccess(match[1]);
    if (!check.ok) throw invalidToken(check.reason);
    const scope = await scopes.forUser(check.token.mac);
    if (!scope) throw invalidToken('The access token is unknown');
    request.auth = { mac: check.token.mac, familyId: check.token.familyId };
    request.scope = scope;
  });
}

/**
 * The entity keys a search runs over: the `advisers` header (or query value) narrows the user's
 * keys; naming a key that is not the user's is forbidden rather than silently dropped.
 */
export function adviserKeys(request: FastifyRequest, value?: string): string[] {
  const raw = value ?? request.headers.advisers;
  const asked = [...new Set((Array.isArray(raw) ? raw.join(',') : raw ?? '').split(',').map((s) => s.trim()).filter(Boolean))];
  if (!asked.length) return request.scope.entityKeys;
  const mine = new Set(request.scope.entityKeys);
  const foreign = asked.filter((k) => !mine.has(k));
  if (foreign.length) throw forbidden(`Not your adviser entities: ${foreign.join(', ')}`);
  return asked;
}
