import { defineRoutes } from '../define-routes.js';
import { registerFundsReportRoutes } from './report-routes.js';

/** The funds and accounts report (issue 32 §4): the holdings register added up across the adviser's book. */
export default defineRoutes({
  id: 'funds-report',
  description:
    "The funds and accounts report: holdings by investment across the caller's wrap accounts, from the holdings register, " +
    'with the holdings behind it page by page for the export.',
  register: registerFundsReportRoutes,
});
