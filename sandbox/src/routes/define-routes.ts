// A sandbox routes folder (DESIGN.md "A feature is three folders"): sandbox/src/routes/<id>/index.ts
// default-exports defineRoutes({ id, register }). routes/index.ts finds every folder; no list to edit.
import type { FastifyInstance } from 'fastify';
import type { RoutePolicyFile } from '../../../schemas/route-policy.schema.ts';
import type { Db } from '../db/index.js';
import type { EventHooks } from '../events/event-hooks.js';

/** What the sandbox shares with every routes folder. */
export interface SandboxServices {
  /** Signed events to the registered subscribers (a gateway): new alerts, changed counts. */
  events: EventHooks;
}

export interface SandboxRoutes {
  /** The folder name. */
  id: string;
  /** Registers the folder's routes under /api/ (the bearer hook and the caller's scope already apply). */
  register(api: FastifyInstance, db: Db, services: SandboxServices): void;
  /**
   * Routes outside /api/ and its bearer check: public calls (announcements), development endpoints under
   * /sandbox/ (the dev guard applies) and counterpart pages under /console/.
   */
  registerRoot?(app: FastifyInstance, db: Db, services: SandboxServices): void;
  /** The folder's policy.json (found beside index.ts): the policy action of each route `register` adds. */
  policy?: RoutePolicyFile;
}

export function defineRoutes(routes: SandboxRoutes): SandboxRoutes {
  return routes;
}
