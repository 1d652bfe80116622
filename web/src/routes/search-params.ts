// Query strings are read and written as plain strings. TanStack's default JSON-parses values, which
// would turn a token such as '123e4' into a number; the sign-in service and the spec's URLs use
// plain key=value pairs (lists comma-joined), so the router does too.

export type PlainSearch = Record<string, string>;

export function parsePlainSearch(searchStr: string): PlainSearch {
  // Repeated keys keep the last value, like a form field read back.
  return Object.fromEntries(new URLSearchParams(searchStr));
}

export function stringifyPlainSearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === null) continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
