import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { FaultStore } from './fault-store.js';
import { parseFaultSpec } from './fault-validate.js';

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

  app.post('/sandbox/faults', async (request, reply) => {
    const fault = store.add(parseFaultSpec(request.body));
    return reply.code(201).send({ id: fault.id });
  });
  app.get('/sandbox/faults', async () => ({ faults: store.list() }));
  app.delete('/sandbox/faults', async () => ({ cleared: store.clear() }));
}
