import { defineRoutes } from '../define-routes.js';
import { registerRatesRoutes } from './rates.js';

/** Rates (002 §1, §3, §6): the user's rate badges, cash, term deposit and wrap rates. */
export default defineRoutes({
  id: 'rates',
  description: 'The signed-in user\'s rate badges and the cash, term deposit and wrap rates of each.',
  register: registerRatesRoutes,
});
