import { defineRoutes } from '../define-routes.js';
import { registerAccountReportRoutes } from './routes.js';

/** An account's statements and tax reports (PDF), wrap fees and pension Centrelink schedules (issue 17). */
export default defineRoutes({
  id: 'account-reports',
  description: 'An account\'s statements and tax reports (PDF), a wrap account\'s fees and a pension account\'s Centrelink schedules.',
  register: registerAccountReportRoutes,
});
