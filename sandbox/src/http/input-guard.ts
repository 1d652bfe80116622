// Malformed input is the caller's mistake, answered 400 like a real upstream (issue 11 item 3), never a
// 500 from deep inside (PostgreSQL refuses a NUL byte in text). Checked once for every route: no control
// characters (other than tab and line breaks) in the query, path or body, and no absurdly deep bodies.
import type { FastifyInstance } from 'fastify';
import { badRequest } from './http-error.js';

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const MAX_DEPTH = 32;

/** Where in the value a control character or too much nesting is, or null; walked without recursion. */
export function findMalformed(value: unknown, where: string): string | null {
  const stack: { item: unknown; path: string; depth: number }[] = [{ item: value, path: where, depth: 0 }];
  while (stack.length > 0) {
    const { item, path, depth } = stack.pop()!;
    if (depth > MAX_DEPTH) return `${path} is nested too deep`;
    if (typeof item === 'string') {
      if (CONTROL.test(item)) return `${path} contains a control character`;
    } else if (item && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        if (CONTROL.test(key)) return `${path} has a key with a control character`;
        stack.push({ item: child, path: `${path}.${key}`, depth: depth + 1 });
      }
    }
  }
  return null;
}

export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    const problem =
      findMalformed(request.query, 'query') ?? findMalformed(request.params, 'path') ?? findMalformed(request.body, 'body');
    if (problem) throw badRequest(problem);
  });
}
