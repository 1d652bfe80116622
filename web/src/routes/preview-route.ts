import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from './root-route';

/** Outside the signed-in part: previewShell reads config only, and production users never load the page. */
export const previewRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'preview',
  component: lazyRouteComponent(() => import('../shell/preview/preview-page'), 'PreviewPage'),
});
