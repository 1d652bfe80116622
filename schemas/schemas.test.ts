// Every config area has valid fixtures that pass and invalid ones that fail exactly where their
// sidecar (<name>.errors.json) says: the pointers in order, and the message where the sidecar gives one.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { configAreas } from './index.ts';
import { validatorFor } from './validation/create-validator.ts';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as unknown;
const documents = (dir: string) =>
  existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json') && !f.endsWith('.errors.json')) : [];

describe.each(configAreas.map((area) => [area.id, area] as const))('%s schema', (id, area) => {
  const validate = validatorFor(area.schema);
  const validDir = path.join(fixtures, id, 'valid');
  const invalidDir = path.join(fixtures, id, 'invalid');

  it('has valid and invalid fixtures', () => {
    expect(documents(validDir).length).toBeGreaterThan(0);
    expect(documents(invalidDir).length).toBeGreaterThan(0);
  });

  it.each(documents(validDir))('accepts valid/%s', (file) => {
    expect(validate(read(path.join(validDir, file)))).toEqual([]);
  });

  it.each(documents(invalidDir))('rejects invalid/%s where its sidecar says', (file) => {
    const expected = read(path.join(invalidDir, file.replace(/\.json$/, '.errors.json'))) as { pointer: string; message?: string }[];
    const actual = validate(read(path.join(invalidDir, file)));
    expect(actual.map((e) => e.pointer)).toEqual(expected.map((e) => e.pointer));
    expected.forEach((e, i) => {
      if (e.message !== undefined) expect(actual[i].message).toBe(e.message);
    });
  });
});
