import { createHashHistory, createRouter, type RouterHistory } from '@tanstack/react-router';
import { LoadingState } from '../kit/loading-state';
import { RouteError } from '../shell/route-error';
import { routeTree } from './route-tree';
import type { RouterContext } from './router-context';
import { parsePlainSearch, stringifyPlainSearch } from './search-params';

export function createAppRouter(context: RouterContext, history: RouterHistory = createHashHistory()) {
  return createRouter({
    routeTree,
    history,
    context,
    parseSearch: parsePlainSearch,
    stringifySearch: stringifyPlainSearch,
    defaultPendingComponent: () => <LoadingState />,
    defaultErrorComponent: RouteError,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
