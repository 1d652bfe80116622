// `npm test`'s first check: the committed generated code is what `npm run codegen` would write now, for
// every generator (GraphQL types and documents in web/src/kit/gql/, the route map in web/src/kit/generated/,
// the wealth APIs' OpenAPI document and the gateway's upstream types made from it). The GraphQL side is
// generated into a scratch folder and compared file by file.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { codegenOpenApi } from './codegen-openapi.ts';
import { codegenRoutes, ROUTES_FILE } from './codegen-routes.ts';

export const GQL_DIR = 'web/src/kit/gql';

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
    execFileSync('npx', ['graphql-codegen', '--config', 'codegen.ts'], { env: { ...process.env, CODEGEN_OUT: `${scratch}/` }, stdio: ['ignore', 'ignore', 'inherit'] });
    const stale = staleFiles(GQL_DIR, scratch).map((name) => `${GQL_DIR}/${name}`);
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
