// Inside the signed-in shell a route id is bound only when an enabled plugin serves it (or the shell
// itself does): a link to any other id renders inert, so an adviser never reaches "Page not found".
import type { RouteHref } from '@kit/route-link';
import { SHELL_ROUTE_IDS } from './shell-routes';
import type { PluginRegistry } from './plugin-registry';
import { pathFor } from './route-paths';

export function boundRouteHref(registry: Pick<PluginRegistry, 'page'>): RouteHref {
  return (id, params) => (SHELL_ROUTE_IDS.has(id) || registry.page(id) ? pathFor(id, params) : null);
}
