// Collects positional parameters while a query is assembled, so dynamic filters never
// interpolate values into SQL text.
export class SqlParams {
  readonly values: unknown[] = [];

  /** Adds a value and returns its placeholder, e.g. `$3` or `$3::date`. */
  add(value: unknown, cast = ''): string {
    this.values.push(value);
    return `$${this.values.length}${cast}`;
  }
}

/** `ILIKE '%tok%'` pattern with LIKE metacharacters escaped (the default escape is backslash). */
export function containsPattern(token: string): string {
  return `%${token.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * One condition per token: each token must match; a trigram GIN index serves each. `lowerCase`: the
 * column holds lower-case text (accounts' search_text is lower-cased as it is written), so a LIKE on
 * the lower-cased token says the same as ILIKE, and is several times cheaper to recheck.
 */
export function keywordConditions(params: SqlParams, column: string, tokens: string[], lowerCase = false): string[] {
  if (lowerCase) return tokens.map((t) => `${column} like ${params.add(containsPattern(t.toLowerCase()))}`);
  return tokens.map((t) => `${column} ilike ${params.add(containsPattern(t))}`);
}
