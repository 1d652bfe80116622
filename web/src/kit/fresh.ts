// A read made because something changed elsewhere (a live event, a live connection coming up): it asks past the
// gateway's 2 s answer cache, which would otherwise answer what it held from before the change
// (docs/architecture.md "Fresh answers").

/** Apollo context for such a read: `Cache-Control: no-cache`, which the gateway honours per request. */
export const FRESH = { headers: { 'cache-control': 'no-cache' } } as const;
