import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/index.js';
import { defineRoutes } from '../define-routes.js';
import { registerAdaClientRoutes } from './ada-clients.js';
import { registerClientOverviewRoutes } from './client-overview.js';
import { schemas } from './schemas.js';

/** Client (ADA) search and the client overview's details and related accounts. */
export default defineRoutes({
  id: 'clients',
  description: 'Client search and the client overview: a client\'s details and related accounts.',
  schemas,
  register(api: FastifyInstance, db: Db) {
    registerAdaClientRoutes(api, db);
    registerClientOverviewRoutes(api, db);
  },
});
