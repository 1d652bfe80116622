import { defineRoutes } from '../define-routes.js';
import { registerAccountReportRoutes } from './routes.js';

/** An account's statements and tax reports (PDF), wrap fees and pension Centrelink schedules (issue 17). */
export default defineRoutes({ id: 'account-reports', register: registerAccountReportRoutes });
