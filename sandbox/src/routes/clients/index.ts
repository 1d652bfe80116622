import { defineRoutes } from '../define-routes.js';
import { registerAdaClientRoutes } from './ada-clients.js';

/** Client (ADA) search. */
export default defineRoutes({ id: 'clients', register: registerAdaClientRoutes });
