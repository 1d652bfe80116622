// `npm test`'s first check: the committed generated code is what `npm run codegen` would write now, for
// every generator (GraphQL types and documents in web/src/kit/gql/, the gateway's resolver types in
// gateway/src/modules/resolvers-types.ts, the route map in web/src/kit/generated/, the wealth APIs' OpenAPI
// document and the gateway's upstream types made from it). The GraphQL side is
// generated into a scratch folder and compared file by file.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { codegenOpenApi } from './codegen-openapi.ts';
import { codegenRoutes, ROUTES_FILE } from './codegen-routes.ts';

export const GQL_DIR = 'web/src/kit/gql';
export const RESOLVER_TYPES_FILE = 'gateway/src/modules/resolvers-types.ts';

/** The files of `generated` that differ from (or are missing in) `committed`, and those only committed has. */
export function staleFiles(committed: string, generated: string): string[] {
  const list = (dir: string) => {
    try {
      return readdirSync(dir).sort();
    } catch {
      return [];
    }
  };
  const names = [...new Set([...list(committed), ...list(generated)])];
  return names.filter((name) => {
    try {
      return readFileSync(join(committed, name), 'utf8') !== readFileSync(join(generated, name), 'utf8');
    } catch {
      return true;
    }
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const scratch = mkdtempSync(join(tmpdir(), 'ao-codegen-'));
  try {
    const env = { ...process.env, CODEGEN_OUT: `${scratch}/gql/`, CODEGEN_GATEWAY_OUT: `${scratch}/resolvers-types.ts` };
    execFileSync('npx', ['graphql-codegen', '--config', 'codegen.ts'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
    const stale = staleFiles(GQL_DIR, join(scratch, 'gql')).map((name) => `${GQL_DIR}/${name}`);
    const read = (path: string) => {
      try {
        return readFileSync(path, 'utf8');
      } catch {
        return null;
      }
    };
    if (read(RESOLVER_TYPES_FILE) !== read(join(scratch, 'resolvers-types.ts'))) stale.push(RESOLVER_TYPES_FILE);
    if (!codegenRoutes({ check: true })) stale.push(ROUTES_FILE);
    stale.push(...(await codegenOpenApi({ check: true })));
    if (stale.length) {
      console.error(`Generated code is stale (${stale.join(', ')}): run npm run codegen and commit the result.`);
      process.exit(1);
    }
    console.log('Generated code is current.');
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
