// A sandbox routes folder (DESIGN.md "A feature is three folders"): sandbox/src/routes/<id>/index.ts
// default-exports defineRoutes({ id, register }). routes/index.ts finds every folder; no list to edit.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/index.js';

export interface SandboxRoutes {
  /** The folder name. */
  id: string;
  /** Registers the folder's routes under /api/ (the bearer hook and the caller's scope already apply). */
  register(api: FastifyInstance, db: Db): void;
}

export function defineRoutes(routes: SandboxRoutes): SandboxRoutes {
  return routes;
}
