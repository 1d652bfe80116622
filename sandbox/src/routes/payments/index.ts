import { defineRoutes } from '../define-routes.js';
import { schemas } from './schemas.js';
import { registerClosureRoutes } from './closure-routes.js';
import { registerIntentRoutes } from './intent-routes.js';
import { registerManageRoutes } from './manage-routes.js';
import { registerPaymentRoutes } from './payment-routes.js';
import { registerPhoneConsole } from './phone-routes.js';

/** Payments (002 §7; issue 14): permissions, lookups, validate, save, challenges, Manage payments, pension intents, closure, the signatory's phone. */
export default defineRoutes({
  id: 'payments',
  description: 'Payments (BPAY and EFT) from cash accounts with their MFA challenges, payees and billers, pension payments and rollovers, and account closure.',
  schemas,
  register(api, db, services) {
    registerPaymentRoutes(api, db);
    registerManageRoutes(api, db, services);
    registerIntentRoutes(api, db);
    registerClosureRoutes(api, db);
  },
  registerRoot(app, db, services) {
    registerPhoneConsole(app, db, services);
  },
});
