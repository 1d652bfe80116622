// The wealth APIs' OpenAPI document without a store or a port (docs/architecture.md "The wealth API contract"):
// `npm run codegen` writes it to sandbox/openapi.json and the document test reads it. Registering the routes
// asks the store nothing, so the app is built on one that refuses every call.
import type { Db } from './db/index.js';
import { buildApp, type Sandbox } from './server.js';

const noStore = new Proxy({} as Db, {
  get: (_target, name) => () => {
    throw new Error(`the OpenAPI document is made without a store (db.${String(name)} was called)`);
  },
});

/** The app (never listening) and the routes it registered; close it after use. */
export function buildDocumentApp(): Promise<Pick<Sandbox, 'app' | 'routes'>> {
  return buildApp(noStore, { checkResponses: false });
}

/** The document as the sandbox serves it, with the committed server address. */
export async function openApiDocument(): Promise<OpenApiDocument> {
  const { app } = await buildDocumentApp();
  try {
    return app.swagger() as unknown as OpenApiDocument;
  } finally {
    await app.close();
  }
}

/** The parts of an OpenAPI 3.1 document the sandbox's tests and scripts read. */
export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, unknown> };
  tags?: { name: string; description?: string }[];
  [key: string]: unknown;
}

export interface OpenApiOperation {
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; required?: boolean; schema?: unknown }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { description?: string; content?: Record<string, { schema?: unknown }> }>;
}
