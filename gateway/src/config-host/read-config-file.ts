// Reads one config file as JSON: a syntax mistake or a repeated key becomes an error with its place.
import { readFile } from 'node:fs/promises';
import type { DocumentError } from '@schemas/validation/create-validator.ts';
import { findDuplicateKeys } from './find-duplicate-keys.ts';
import { locateJsonSyntaxError } from './locate-json-syntax-error.ts';

export type ReadResult = { ok: true; document: unknown; duplicateKeys: DocumentError[] } | { ok: false; error: DocumentError };

export function parseConfigText(raw: string): ReadResult {
  const text = raw.replace(/^\uFEFF/, ''); // some Windows editors add a byte-order mark
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch (error) {
    const problem = locateJsonSyntaxError(text);
    const message = problem
      ? `not valid JSON at line ${problem.line}, column ${problem.column}: ${problem.reason}`
      : `not valid JSON: ${(error as Error).message}`;
    return { ok: false, error: { pointer: '', message } };
  }
  const duplicateKeys = findDuplicateKeys(text).map(({ pointer, key }) => ({
    pointer,
    message: `key '${key}' appears more than once in the same object; only the last one would count`,
  }));
  return { ok: true, document, duplicateKeys };
}

export async function readConfigFile(path: string): Promise<ReadResult> {
  let raw: string;
  try {
    raw = await readFile(path, 'utf8');
  } catch (error) {
    return { ok: false, error: { pointer: '', message: `cannot be read: ${(error as NodeJS.ErrnoException).code ?? error}` } };
  }
  return parseConfigText(raw);
}
