// Every signed-in path the static tree does not name lands here: the plugin host. The path is matched
// to a route id (the shell's bindings) and the enabled plugin that fills that id draws the page; a path
// with no id, or an id no enabled plugin fills, is "not found" inside the shell.
import { createRoute } from '@tanstack/react-router';
import { preloadView } from '../kit/lazy-view';
import { matchRoute } from '../shell/plugins/route-paths';
import { PluginPage } from '../shell/plugins/plugin-page';
import { signedInRoute } from './signed-in-route';

export const pluginRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '$',
  loader: async ({ context: { host }, params }) => {
    const match = matchRoute(`/${params._splat ?? ''}`);
    const page = match && host.registry.page(match.id);
    if (!match || !page) return { match: null };
    // Fetch the page's chunk inside the navigation: the progress bar runs meanwhile, and a failed chunk
    // reaches the route's error component (which reloads once for a stale deployment).
    await preloadView(page.component);
    return { match };
  },
  component: PluginPage,
});
