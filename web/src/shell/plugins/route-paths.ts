// Route ids to hash paths and back, over the declared routes (kit/generated/routes.ts). Whether an id
// is bound for this user (an enabled plugin serves it) is the plugin registry's answer, not this file's.
import { routePaths, type AppRouteId, type AppRouteParams } from '@kit/route-ids';

/** The hash path of a route id with its params filled in (encoded, so an id with a slash stays one segment). */
export function pathFor<Id extends AppRouteId>(id: Id, params?: AppRouteParams[Id]): string {
  const values = (params ?? {}) as Record<string, string>;
  const path: string = routePaths[id];
  return path.replace(/\$(\w+)/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));
}

export interface RouteMatch {
  id: AppRouteId;
  params: Record<string, string>;
}

const ROUTE_PATTERNS = (Object.keys(routePaths) as AppRouteId[])
  .map((id) => {
    const path: string = routePaths[id];
    const names = [...path.matchAll(/\$(\w+)/g)].map((m) => m[1]);
    const source = path.replace(/[.*+?^{}()|[\]\\]/g, '\\$&').replace(/\\?\$\w+/g, '([^/]+)');
    return { id, names, regex: new RegExp(`^${source}/?$`) };
  })
  // A literal path wins over a pattern that would also match it.
  .sort((a, b) => a.names.length - b.names.length);

/** The route id a path belongs to, with its decoded params; null for a path no id is bound to. */
export function matchRoute(pathname: string): RouteMatch | null {
  for (const { id, names, regex } of ROUTE_PATTERNS) {
    const m = regex.exec(pathname);
    if (!m) continue;
    try {
      return { id, params: Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(m[i + 1])])) };
    } catch {
      return null; // a malformed %-escape names no page
    }
  }
  return null;
}
