import { defineRoutes } from '../define-routes.js';
import { registerGroupingRoutes } from './grouping.js';

/** Account (Wrap) groups: search, read, create, edit, close. */
export default defineRoutes({ id: 'grouping', register: registerGroupingRoutes });
