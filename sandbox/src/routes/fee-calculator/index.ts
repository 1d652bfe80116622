import { defineRoutes } from '../define-routes.js';
import { registerFeeCalculatorRoutes } from './routes.js';

/** The fee calculator (issue 32 §3): the standard wrap fee schedule, fee estimates and an open account's inputs. */
export default defineRoutes({
  id: 'fee-calculator',
  description: 'The standard wrap fee schedule, a yearly fee estimate on it or on an open wrap account\'s own pricing, and what an open wrap account puts into an estimate.',
  register: registerFeeCalculatorRoutes,
});
