import { createRoute, redirect } from '@tanstack/react-router';
import { signedInRoute } from '../signed-in-route';
import { GET_HOMEPAGE, HOMEPAGE_PREFERENCE } from './get-homepage';
import { DEFAULT_HOMEPAGE_PATH, homepagePath } from './homepage-path';

export const homeRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: 'home',
  beforeLoad: async ({ context: { client } }) => {
    let path = DEFAULT_HOMEPAGE_PATH;
    try {
      const { data } = await client.query({ query: GET_HOMEPAGE });
      path = homepagePath(data?.viewer.preferences?.find((p) => p.key === HOMEPAGE_PREFERENCE)?.value);
    } catch {
      // 'Error retrieving user preferences': defaults are used (000 §8).
    }
    throw redirect({ href: path, replace: true });
  },
});
