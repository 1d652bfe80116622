// What every counterpart page (the request console, the signatory's phone) needs before it answers: with
// SANDBOX_DEV_TOKEN set, the page wants the token once (?dev_token=...), then as a SameSite cookie scoped to the
// page's path; and a per-process form token, so another site cannot post to it. A script or test may send the
// token in the x-sandbox-dev header instead, as to /sandbox/ (no other site can set that header). Which Host
// it answers and the headers it sends are the dev guard's (http/dev-guard.ts), for every page under /console/.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEV_HEADER } from '../../http/dev-guard.js';

export const sameSecret = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

function cookie(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return undefined;
}

export interface ConsoleGate {
  /** The form token the page's forms carry. */
  csrf: string;
  /** Whether a posted form carries it. */
  formIsOurs(form: Record<string, unknown>): boolean;
}

/** Guards every URL under `path`; `what` names the page in the refusal ('the console', 'the phone'). */
export function guardConsole(app: FastifyInstance, options: { path: string; cookieName: string; what: string; env?: NodeJS.ProcessEnv }): ConsoleGate {
  const { path, cookieName, what, env = process.env } = options;
  const csrf = randomBytes(18).toString('base64url');
  const devToken = env.SANDBOX_DEV_TOKEN;

  app.addHook('onRequest', async (request, reply) => {
    if (!devToken || !request.url.startsWith(path)) return;
    const query = new URLSearchParams(request.url.split('?')[1] ?? '').get('dev_token');
    if (query && sameSecret(query, devToken)) {
      reply.header('set-cookie', `${cookieName}=${encodeURIComponent(devToken)}; Path=${path}; HttpOnly; SameSite=Strict`);
      return;
    }
    const header = request.headers[DEV_HEADER];
    if (typeof header === 'string' && sameSecret(header, devToken)) return;
    const held = cookie(request, cookieName);
    if (!held || !sameSecret(held, devToken)) return reply.code(403).type('text/plain').send(`Open ${what} with ?dev_token=<SANDBOX_DEV_TOKEN>.`);
  });

  return { csrf, formIsOurs: (form) => typeof form.csrf === 'string' && sameSecret(form.csrf, csrf) };
}
