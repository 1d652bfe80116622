import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/index.js';
import { featureProperties } from './schemas.js';

// GET /api/wealth/channel/user/v1/feature-properties (ours): the brand's remote feature switches.
export function registerFeatureRoutes(app: FastifyInstance, db: Db): void {
  app.get('/wealth/channel/user/v1/feature-properties', { schema: featureProperties }, async (request) => {
    const { rows } = await db.query<{ key: string; enabled: boolean }>(
      'select key, enabled from feature_properties where brand = $1 order by key',
      [request.scope.brand],
    );
    return { data: Object.fromEntries(rows.map((r) => [r.key, r.enabled])) };
  });
}
