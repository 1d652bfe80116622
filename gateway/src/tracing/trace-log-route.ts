// GET /dev/requests: the gateway's recent request log lines (operation, status, duration, trace and span ids;
// nothing about the user or the data). Outside production mode only, and only for calls carrying the custom
// x-gateway-dev header, so no page a browser opens can read it across sites (the sandbox's dev-guard rule).
import type { FastifyInstance } from 'fastify';
import type { RecentRequests } from './recent-requests.js';

export const GATEWAY_DEV_HEADER = 'x-gateway-dev';

export function registerTraceLogRoute(app: FastifyInstance, recent: RecentRequests, { production }: { production: boolean }): void {
  if (production) return;
  app.get<{ Querystring: { limit?: string } }>('/dev/requests', async (request, reply) => {
    if (typeof request.headers[GATEWAY_DEV_HEADER] !== 'string') {
      return reply.code(403).send({ error: 'forbidden', message: `development endpoint: send the ${GATEWAY_DEV_HEADER} header` });
    }
    const limit = Math.min(200, Math.max(1, Number(request.query.limit) || 50));
    return reply.header('cache-control', 'no-store').send({ requests: recent.list(limit) });
  });
}
