// JSON.parse says "Unexpected token" without a place on Node 20; product owners need the line and
// column and a hint in their words (a trailing comma, a comment, a missing quote). This walks the
// text once, only to find the first mistake; JSON.parse still does the parsing.

export interface JsonSyntaxProblem {
  line: number;
  column: number;
  reason: string;
}

class Stop extends Error {
  constructor(
    readonly offset: number,
    readonly reason: string,
  ) {
    super(reason);
  }
}

const numberPattern = /-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?/y;
const wordPattern = /[A-Za-z_$][A-Za-z0-9_$]*/y;

function scan(text: string): void {
  let i = 0;
  const fail = (reason: string, at = i): never => {
    throw new Stop(at, reason);
  };
  const skipSpace = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i])) i++;
    if (text[i] === '/' && (text[i + 1] === '/' || text[i + 1] === '*')) fail('comments are not allowed in JSON');
  };
  const string = () => {
    const start = i++;
    for (;;) {
      const c = text[i];
      if (c === undefined) fail('text is not closed: a " is missing', start);
      if (c === '"') return void i++;
      if (c === '\\') {
        const next = text[i + 1];
        if (next === 'u' ? !/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6)) : !'"\\/bfnrt'.includes(next ?? '')) {
          fail(`'\\${next ?? ''}' is not a valid escape (use \\\\ for a backslash)`);
        }
        i += next === 'u' ? 6 : 2;
        continue;
      }
      if (c < ' ') fail('line break or tab inside text: close the " on the same line (use \\n for a new line)');
      i++;
    }
  };
  const container = (close: '}' | ']') => {
    const isObject = close === '}';
    i++;
    skipSpace();
    if (text[i] === close) return void i++;
    for (;;) {
      skipSpace();
      if (isObject) {
        if (text[i] === close) fail(`trailing comma before '${close}': remove the last comma`);
        if (text[i] !== '"') {
          fail(/[A-Za-z_$]/.test(text[i] ?? '') ? 'keys must be in double quotes, like "enabled"' : 'expected a key in double quotes');
        }
        string();
        skipSpace();
        if (text[i] !== ':') fail("expected ':' after the key");
        i++;
      } else if (text[i] === close) {
        fail(`trailing comma before '${close}': remove the last comma`);
      }
      value();
      skipSpace();
      if (text[i] === ',') {
        i++;
        continue;
      }
      if (text[i] === close) return void i++;
      if (text[i] === undefined) fail(`the file ends before the closing '${close}'`);
      fail(`expected ',' or '${close}' here (is a comma missing?)`);
    }
  };
  const value = () => {
    skipSpace();
    const c = text[i];
    if (c === undefined) fail('the file ends where a value was expected');
    if (c === '{') return container('}');
    if (c === '[') return container(']');
    if (c === '"') return string();
    if (c === "'") fail('text must be in double quotes ("), not single quotes');
    numberPattern.lastIndex = i;
    if ((c === '-' || (c >= '0' && c <= '9')) && numberPattern.test(text)) return void (i = numberPattern.lastIndex);
    wordPattern.lastIndex = i;
    if (wordPattern.test(text)) {
      const word = text.slice(i, wordPattern.lastIndex);
      if (['true', 'false', 'null'].includes(word)) return void (i = wordPattern.lastIndex);
      fail(`'${word}' is not a JSON value (text needs double quotes; the words allowed are true, false and null)`);
    }
    fail(`unexpected character '${c}'`);
  };
  value();
  skipSpace();
  if (i < text.length) fail('unexpected text after the end of the JSON (an extra } or ] ?)');
}

function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
}

/** The first syntax mistake in `text`, or undefined when it is valid JSON. */
export function locateJsonSyntaxError(text: string): JsonSyntaxProblem | undefined {
  try {
    scan(text);
    return undefined;
  } catch (error) {
    if (!(error instanceof Stop)) throw error;
    return { ...lineAndColumn(text, error.offset), reason: error.reason };
  }
}
