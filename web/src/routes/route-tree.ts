// The route tree (hash paths). Plugin pages are not listed: the plugin host's splat route serves them.
//
//   __root__                 RootLayout (leaving screen or the page), toasts, not-found fallback
//   ├── /login               stores tokens from the sign-in service, or leaves for it
//   ├── /preview             "preview as" for product owners (development only; lazy)
//   └── (signed-in)          guard, shell + plugins loaded, AppShell (header, side nav, main)
//       ├── /                -> /home
//       ├── /home            -> the Homepage preference (default /dashboard)
//       └── /$               plugin host: the page of an enabled plugin, else not found
import { homeRoute } from './home/home-route';
import { indexRoute } from './index-route';
import { loginRoute } from './login-route';
import { pluginRoute } from './plugin-route';
import { previewRoute } from './preview-route';
import { rootRoute } from './root-route';
import { signedInRoute } from './signed-in-route';

export const routeTree = rootRoute.addChildren([
  loginRoute,
  previewRoute,
  signedInRoute.addChildren([indexRoute, homeRoute, pluginRoute]),
]);
