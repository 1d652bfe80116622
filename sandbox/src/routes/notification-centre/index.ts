import { defineRoutes } from '../define-routes.js';
import { schemas } from './schemas.js';
import { registerAlertRoutes } from './alert-routes.js';
import { registerAnnouncementRoutes } from './announcement-routes.js';
import { registerConsoleRoutes } from './console-routes.js';
import { registerNotificationRoutes } from './notification-routes.js';

/** Alerts, notification preferences and pages, announcements, and the console that raises and publishes them. */
export default defineRoutes({
  id: 'notification-centre',
  description: 'Alerts (the bell), notification counts, preferences and pages, and the public announcements.',
  schemas,
  register(api, db, services) {
    registerAlertRoutes(api, db, services);
    registerNotificationRoutes(api, db);
  },
  registerRoot(app, db, services) {
    registerAnnouncementRoutes(app, db);
    registerConsoleRoutes(app, db, services);
  },
});
