import { defineRoutes } from '../define-routes.js';
import { registerArrangementRoutes } from './arrangement-routes.js';
import { registerClientPhone } from './client-phone.js';

/** Advice fee consent (issue 32 §2): ongoing fee arrangements, renewals and the client's phone that answers them. */
export default defineRoutes({
  id: 'fee-consent',
  description:
    'Ongoing fee arrangements on the caller\'s wrap accounts with their consent status (current, renewal due, overdue, ' +
    'lapsed, ended) worked out from the anniversary day and the rules\' day counts, and renewals sent for the client to consent to.',
  register(api, db) {
    registerArrangementRoutes(api, db);
  },
  registerRoot(app, db, services) {
    registerClientPhone(app, db, services);
  },
});
