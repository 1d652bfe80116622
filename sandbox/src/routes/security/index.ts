import { defineRoutes } from '../define-routes.js';
import { registerEsiRoutes } from './esi-details.js';
import { registerProfilePictureRoutes } from './profile-picture.js';

/** The profile pages' calls: the profile picture (002 §7) and the dealer's ESI details (ours). */
export default defineRoutes({
  id: 'security',
  register(api, db) {
    registerProfilePictureRoutes(api, db);
    registerEsiRoutes(api, db);
  },
});
