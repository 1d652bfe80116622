import { defineRoutes } from '../define-routes.js';
import { registerNewsRoutes } from './news-routes.js';

/** News and investment content (001 §2.6, §3 News state; issue 16): the content system's articles by type. */
export default defineRoutes({
  id: 'news',
  description: 'News and investment content: the content system\'s articles by type.',
  register(api) {
    registerNewsRoutes(api);
  },
});
