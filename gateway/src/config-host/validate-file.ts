// One file against its area's schema, and the `$schema` line editors rely on.
import { expectedSchemaRef, type ConfigArea } from '@schemas/index.ts';
import { validatorFor, type DocumentError } from '@schemas/validation/create-validator.ts';

/** The `$schema` a file names must be its area's emitted schema, so editors check it against the right one. */
export function checkSchemaRef(file: string, area: ConfigArea, document: unknown): DocumentError[] {
  if (document === null || typeof document !== 'object' || Array.isArray(document)) return [];
  const expected = expectedSchemaRef(file, area);
  const actual = (document as Record<string, unknown>).$schema;
  if (actual === undefined) {
    return [{ pointer: '', message: `missing "$schema": "${expected}" (editors use it to complete and check this file)` }];
  }
  if (actual !== expected) return [{ pointer: '/$schema', message: `must be '${expected}' (found '${String(actual)}')` }];
  return [];
}

export function validateFile(area: ConfigArea, document: unknown): DocumentError[] {
  return validatorFor(area.schema)(document);
}
