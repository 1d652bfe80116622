import { expect, it } from 'vitest';
import { findDuplicateKeys } from './find-duplicate-keys.ts';

it('reports each repeated key with its pointer', () => {
  const text = '{ "a": 1, "b": { "x": [ { "k": 1, "k": 2 } ], "x": "}" }, "a": "\\"a\\"" }';
  expect(findDuplicateKeys(text)).toEqual([
    { pointer: '/b/x/0/k', key: 'k' },
    { pointer: '/b/x', key: 'x' },
    { pointer: '/a', key: 'a' },
  ]);
});

it('treats equal keys in different objects and array items as distinct', () => {
  expect(findDuplicateKeys('{ "a": { "k": 1 }, "b": { "k": 2 }, "c": [{ "k": 1 }, { "k": 2 }] }')).toEqual([]);
});
