import { createRootRouteWithContext } from '@tanstack/react-router';
import { RootLayout } from '../shell/root-layout';
import { StateFrame } from '../shell/state-frame';
import { NotFoundPage } from './not-found-page';
import type { RouterContext } from './router-context';

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: () => (
    <StateFrame>
      <NotFoundPage />
    </StateFrame>
  ),
});
