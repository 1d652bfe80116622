import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/index.js';
import { defineRoutes } from '../define-routes.js';
import { registerAdaClientRoutes } from './ada-clients.js';
import { registerClientOverviewRoutes } from './client-overview.js';

/** Client (ADA) search and the client overview's details and related accounts. */
export default defineRoutes({
  id: 'clients',
  register(api: FastifyInstance, db: Db) {
    registerAdaClientRoutes(api, db);
    registerClientOverviewRoutes(api, db);
  },
});
