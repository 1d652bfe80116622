// A sandbox routes folder (DESIGN.md "A feature is three folders"): sandbox/src/routes/<id>/index.ts
// default-exports defineRoutes({ id, register }). routes/index.ts finds every folder; no list to edit.
import type { FastifyInstance } from 'fastify';
import type { RoutePolicyFile } from '../../../schemas/route-policy.schema.ts';
import type { Db } from '../db/index.js';
import type { EventHooks } from '../events/event-hooks.js';
import type { RouteSchema } from '../http/route-schema.js';

/** What the sandbox shares with every routes folder. */
export interface SandboxServices {
  /** Signed events to the registered subscribers (a gateway): new alerts, changed counts. */
  events: EventHooks;
}

export interface SandboxRoutes {
  /** The folder name: the tag of its routes in the OpenAPI document. */
  id: string;
  /** What the folder's API is for, a sentence or two: the tag's description in the OpenAPI document. */
  description?: string;
  /** Registers the folder's routes under /api/ (the bearer hook and the caller's scope already apply). */
  register(api: FastifyInstance, db: Db, services: SandboxServices): void;
  /**
   * Routes outside /api/ and its bearer check: public calls (announcements), development endpoints under
   * /sandbox/ (the dev guard applies) and counterpart pages under /console/.
   */
  registerRoot?(app: FastifyInstance, db: Db, services: SandboxServices): void;
  /** The folder's policy.json (found beside index.ts): the policy action of each route `register` adds. */
  policy?: RoutePolicyFile;
  /**
   * The schemas of routes that do not pass their own (docs/architecture.md "The wealth API contract"), by
   * `METHOD /path` as in policy.json (below /api; a registerRoot route by its full path). Every key must match
   * a route the folder registers.
   */
  schemas?: Readonly<Record<string, RouteSchema>>;
}

export function defineRoutes(routes: SandboxRoutes): SandboxRoutes {
  return routes;
}
