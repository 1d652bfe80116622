import { defineRoutes } from '../define-routes.js';
import { registerFeatureRoutes } from './features.js';
import { registerPreferenceRoutes } from './preferences.js';
import { registerSecurityRoutes } from './security.js';
import { registerUserRoutes } from './user.js';

/** User details, preferences, security preference and feature properties. */
export default defineRoutes({
  id: 'user',
  description: 'The signed-in user\'s details, preferences, security preference and the brand\'s feature switches.',
  register(api, db) {
    registerUserRoutes(api, db);
    registerPreferenceRoutes(api, db);
    registerSecurityRoutes(api, db);
    registerFeatureRoutes(api, db);
  },
});
