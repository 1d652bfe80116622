import { defineRoutes } from '../define-routes.js';
import { registerPublicHolidayRoutes } from './public-holidays.js';

/** Reference data: public holidays. */
export default defineRoutes({ id: 'reference', register: registerPublicHolidayRoutes });
