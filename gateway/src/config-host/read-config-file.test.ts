import { expect, it } from 'vitest';
import { parseConfigText } from './read-config-file.ts';

it('reports a syntax error with line, column and a plain reason', () => {
  expect(parseConfigText('{\n  "plugins": {\n    "greeting": { "enabled": true },\n  }\n}')).toEqual({
    ok: false,
    error: { pointer: '', message: "not valid JSON at line 4, column 3: trailing comma before '}': remove the last comma" },
  });
});

it('reports repeated keys, which JSON.parse would silently drop', () => {
  const result = parseConfigText('{ "a": 1, "a": 2 }');
  expect(result).toMatchObject({
    ok: true,
    duplicateKeys: [{ pointer: '/a', message: "key 'a' appears more than once in the same object; only the last one would count" }],
  });
});

it('ignores a byte-order mark', () => {
  expect(parseConfigText('\uFEFF{ "a": 1 }')).toEqual({ ok: true, document: { a: 1 }, duplicateKeys: [] });
});
