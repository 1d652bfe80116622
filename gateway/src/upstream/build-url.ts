// Upstream URLs: base + path + query, with the wealth APIs' convention of comma-joined lists.

export type QueryValue = string | number | boolean | ReadonlyArray<string> | null | undefined;

export function buildUrl(base: string, path: string, query: Record<string, QueryValue> = {}): string {
  const url = new URL(base + path);
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    const text = Array.isArray(value) ? value.join(',') : String(value);
    if (text !== '') url.searchParams.set(name, text);
  }
  return url.toString();
}
