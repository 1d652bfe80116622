import { expect, it } from 'vitest';
import { locateJsonSyntaxError } from './locate-json-syntax-error.ts';

it.each([
  ['{\n  "a": 1,\n}', 3, 1, "trailing comma before '}': remove the last comma"],
  ['[1, 2,]', 1, 7, "trailing comma before ']': remove the last comma"],
  ['{\n  "a": 1\n  "b": 2\n}', 3, 3, "expected ',' or '}' here (is a comma missing?)"],
  ['{ // note\n}', 1, 3, 'comments are not allowed in JSON'],
  ["{ 'a': 1 }", 1, 3, 'expected a key in double quotes'],
  ['{ enabled: true }', 1, 3, 'keys must be in double quotes, like "enabled"'],
  ['{ "a": tru }', 1, 8, "'tru' is not a JSON value (text needs double quotes; the words allowed are true, false and null)"],
  ['{ "a": \'x\' }', 1, 8, 'text must be in double quotes ("), not single quotes'],
  ['{ "a": "x', 1, 8, 'text is not closed: a " is missing'],
  ['{ "a": "x\ny" }', 1, 10, 'line break or tab inside text: close the " on the same line (use \\n for a new line)'],
  ['{ "a": 1 }}', 1, 11, 'unexpected text after the end of the JSON (an extra } or ] ?)'],
  ['{ "a": [1, 2 }', 1, 14, "expected ',' or ']' here (is a comma missing?)"],
  ['{ "a": ', 1, 8, 'the file ends where a value was expected'],
])('%j: line %i, column %i', (text, line, column, reason) => {
  expect(locateJsonSyntaxError(text)).toEqual({ line, column, reason });
});

it('finds nothing wrong with valid JSON', () => {
  expect(locateJsonSyntaxError('{ "a": [1, -2.5e3, true, null, "x\\"y\\u00e9"], "b": {} }')).toBeUndefined();
});
