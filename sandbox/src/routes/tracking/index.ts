import { defineRoutes } from '../define-routes.js';
import { registerTrackingDevRoutes, registerTrackingRoutes } from './tracking.js';

/** Behaviour tracking (001 §7): the log collector, the tracking SDK heartbeat and the health check; /sandbox/tracking/* reads them back. */
export default defineRoutes({
  id: 'tracking',
  description: 'Behaviour tracking: the log collector, the tracking SDK\'s heartbeat and the behaviour health check.',
  register: registerTrackingRoutes,
  registerRoot: registerTrackingDevRoutes,
});
