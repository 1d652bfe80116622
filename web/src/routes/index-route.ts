import { createRoute, redirect } from '@tanstack/react-router';
import { HOME_PATH } from '../session';
import { signedInRoute } from './signed-in-route';

export const indexRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ href: HOME_PATH, replace: true });
  },
});
