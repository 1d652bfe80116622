import { defineRoutes } from '../define-routes.js';
import { schemas } from './schemas.js';
import { registerGroupingRoutes } from './grouping.js';

/** Account (Wrap) groups: search, read, create, edit, close. */
export default defineRoutes({
  id: 'grouping',
  description: 'Account (wrap) groups: search, the groups of an account, validate, create, update and close.',
  schemas,
  register: registerGroupingRoutes,
});
