import { defineRoutes } from '../define-routes.js';
import { schemas } from './schemas.js';
import { registerSessionRoutes } from './session-routes.js';
import { registerViewerConsole } from './viewer-routes.js';

/** Screen sharing (001 §2.8, §4; issue 15): the adviser's session service and the support person's viewer page. */
export default defineRoutes({
  id: 'screenshare',
  description: "Screen sharing: the adviser's sessions with a support person, their PIN and the recorded page events.",
  schemas,
  register(api, db, services) {
    registerSessionRoutes(api, db, services);
  },
  registerRoot(app, db, services) {
    registerViewerConsole(app, db, services);
  },
});
