import { defineRoutes } from '../define-routes.js';
import { schemas } from './schemas.js';
import { registerAuthenticatorRoutes } from './authenticator.js';
import { registerSecurityConsole } from './console.js';
import { registerEsiRoutes } from './esi-details.js';
import { registerPasswordRoutes } from './password.js';
import { registerProfilePictureRoutes } from './profile-picture.js';
import { registerSessionRoutes } from './sessions.js';
import { registerStepUpRoutes } from './step-up.js';

/**
 * The profile pages' calls: the profile picture (002 §7), the dealer's ESI details (ours), and My security's
 * step-up, password change, connected devices and authenticator enrolment (ours, issue 16).
 */
export default defineRoutes({
  id: 'security',
  description: "The profile pages: profile picture, the dealer's ESI details, and My security's step-up, password, devices and authenticator.",
  schemas,
  register(api, db) {
    registerProfilePictureRoutes(api, db);
    registerEsiRoutes(api, db);
    registerStepUpRoutes(api, db);
    registerPasswordRoutes(api, db);
    registerSessionRoutes(api, db);
    registerAuthenticatorRoutes(api, db);
  },
  registerRoot(app, db) {
    registerSecurityConsole(app, db);
  },
});
