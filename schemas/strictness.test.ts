// Habit 5: unknown keys are errors. Every object in every config schema (ours and the rule engine's)
// must say what else it allows, and every file may name its $schema.
import { describe, expect, it } from 'vitest';
import { configAreas } from './index.ts';

type Node = Record<string, unknown>;

/** JSON pointers of object schemas that leave additionalProperties unset (so unknown keys would pass). */
function openObjects(node: unknown, pointer = ''): string[] {
  if (Array.isArray(node)) return node.flatMap((child, i) => openObjects(child, `${pointer}/${i}`));
  if (node === null || typeof node !== 'object') return [];
  const schema = node as Node;
  const own = schema.type === 'object' && !('additionalProperties' in schema) ? [pointer] : [];
  return [
    ...own,
    ...Object.entries(schema)
      .filter(([key]) => key !== 'const' && key !== 'enum' && key !== 'default' && key !== 'examples')
      .flatMap(([key, child]) => openObjects(child, `${pointer}/${key}`)),
  ];
}

describe.each(configAreas.map((area) => [area.id, area] as const))('%s schema', (_id, area) => {
  it('closes every object to unknown keys', () => {
    expect(openObjects(area.schema)).toEqual([]);
  });

  it('lets the file name its $schema', () => {
    expect((area.schema as { properties?: Node }).properties).toHaveProperty('$schema');
  });
});
