import { defineRoutes } from '../define-routes.js';
import { registerTrackingDevRoutes, registerTrackingRoutes } from './tracking.js';

/** Behaviour tracking (001 §7): the log collector, the tracking SDK heartbeat and the health check; /sandbox/tracking/* reads them back. */
export default defineRoutes({ id: 'tracking', register: registerTrackingRoutes, registerRoot: registerTrackingDevRoutes });
