import { defineRoutes } from '../define-routes.js';
import { registerPublicHolidayDevRoutes, registerPublicHolidayRoutes } from './public-holidays.js';

/** Reference data: public holidays (and the development endpoint that adds one for today). */
export default defineRoutes({
  id: 'reference',
  description: 'Reference data: the national public holidays business days are counted by.',
  register: registerPublicHolidayRoutes,
  registerRoot: registerPublicHolidayDevRoutes,
});
