import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { FaultStore } from './fault-store.js';
import { parseFaultSpec } from './fault-validate.js';
import { openObject, routeSchema } from './route-schema.js';

// A body cut off mid-value: valid JSON up to a point, so a client's parser must fail on it.
const TRUNCATED_JSON = '{"data":{"accounts":[{"accountId":"';

/** Sandbox paths and the health check are never faulted, so tests can always undo a fault. */
export const isSandboxOwnPath = (path: string) => path === '/healthz' || path.startsWith('/sandbox/');

// The fault hook runs before authentication, on every path but the sandbox's own.
export function registerFaults(app: FastifyInstance): void {
  const store = new FaultStore();

  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0];
    if (isSandboxOwnPath(path)) return;
    const fault = store.take(request.method, path);
    if (!fault) return;
    if (fault.delayMs) {
      // A caller that hangs up ends the wait, so a long delay (a stalled upstream) leaves no timer behind it.
      const socket = request.raw.socket;
      const hungUp = new AbortController();
      const onClose = () => hungUp.abort();
      socket.once('close', onClose);
      await sleep(fault.delayMs, undefined, { signal: hungUp.signal }).catch(() => undefined);
      socket.off('close', onClose);
      if (hungUp.signal.aborted) return reply.hijack();
    }
    if (fault.reset) {
      reply.hijack();
      request.raw.socket.destroy();
      return;
    }
    if (fault.malformed) return reply.code(200).type('application/json').send(TRUNCATED_JSON);
    return reply.code(fault.status).send({ error: 'sandbox_fault' });
  });

  app.post('/sandbox/faults', { schema: FAULT_SCHEMAS.add }, async (request, reply) => {
    const fault = store.add(parseFaultSpec(request.body));
    return reply.code(201).send({ id: fault.id });
  });
  app.get('/sandbox/faults', { schema: FAULT_SCHEMAS.list }, async () => ({ faults: store.list() }));
  app.delete('/sandbox/faults', { schema: FAULT_SCHEMAS.clear }, async () => ({ cleared: store.clear() }));
}

const FAULT = openObject({
  path: { type: 'string', description: 'The path it matches: exact, or a prefix ending in *.' },
  method: { type: 'string', description: 'Only this method (default any).' },
  status: { type: 'integer', minimum: 100, maximum: 599, description: 'The status answered (default 500).' },
  delayMs: { type: 'integer', minimum: 0, maximum: 120_000, description: 'Wait this long first (alone: a slow answer).' },
  reset: { type: 'boolean', description: 'Drop the connection instead of answering.' },
  malformed: { type: 'boolean', description: 'Answer 200 with truncated JSON.' },
  times: { type: 'integer', minimum: 1, maximum: 1_000_000, description: 'Hit this many matching calls, then go (default every one).' },
  probability: { type: 'number', exclusiveMinimum: 0, maximum: 1, description: 'The share of matching calls it hits, 0 to 1 (default 1).' },
});

const FAULT_SCHEMAS = {
  add: routeSchema({
    summary: 'Add a fault',
    description: 'Later calls that match answer as the fault says, until it is used up or cleared. The fault is checked field by field (400 naming the field).',
    body: { ...FAULT, required: ['path'] },
    response: { 201: openObject({ id: { type: 'integer' } }) },
  }),
  list: routeSchema({ summary: 'The faults in force', response: { 200: openObject({ faults: { type: 'array', items: openObject({ id: { type: 'integer' }, ...FAULT.properties }) } }) } }),
  clear: routeSchema({ summary: 'Clear every fault', response: { 200: openObject({ cleared: { type: 'integer', description: 'How many there were.' } }) } }),
} as const;
