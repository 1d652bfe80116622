// The schema's ErrorCode enum is the list of extensions.code values a client can meet: the same as errors.ts's
// ErrorCode, and every code the gateway raises is spelled through that constant, never as a bare string.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { GraphQLEnumType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../errors.js';
import { startHarness } from '../testing/harness.js';
import { buildSchema } from './build-schema.js';

const gatewaySrc = fileURLToPath(new URL('..', import.meta.url));

/** The gateway's own source files, tests and test helpers left out. */
const sourceFiles = () =>
  readdirSync(gatewaySrc, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.ts$/.test(file) && !/\.test\.ts$/.test(file) && !file.startsWith('testing'))
    .map((file) => join(gatewaySrc, file));

describe('ErrorCode', () => {
  it('is an enum of the schema with exactly the codes errors.ts raises', () => {
    const type = buildSchema().getType('ErrorCode') as GraphQLEnumType | undefined;
    expect(type?.getValues().map((v) => v.name).sort()).toEqual(Object.values(ErrorCode).sort());
  });

  it('is the only way the gateway spells an error code', () => {
    // `code: 'X'` or `code: "X"` next to extensions, or a bare upper-case code string handed to gatewayError.
    const bare = /extensions:\s*\{[^}]*\bcode:\s*['"`]|gatewayError\(\s*['"`]/;
    const offenders = sourceFiles().filter((file) => !file.endsWith('errors.ts') && bare.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('names the codes graphql-yoga gives a broken or invalid operation', async () => {
    const h = await startHarness();
    try {
      const codes = async (query: string) => (await h.query(query, { token: 'any' })).errors?.map((e) => e.extensions?.code);
      expect(await codes('{ viewer {')).toEqual([ErrorCode.GRAPHQL_PARSE_FAILED]);
      expect(await codes('{ noSuchField }')).toEqual([ErrorCode.GRAPHQL_VALIDATION_FAILED]);
    } finally {
      await h.close();
    }
  });
});
