import { defineRoutes } from '../define-routes.js';
import { registerApplicationRoutes } from './application-routes.js';
import { registerApplicationConsoles } from './console-routes.js';

/** Open an account (issue 32 §1): applications from draft to open account, the back office and the client's phone. */
export default defineRoutes({
  id: 'account-opening',
  description:
    'Open an account: the products the user may open, account applications saved as drafts, submitted for the client to sign, ' +
    "verified by the bank's back office (which opens a real account under the adviser) or declined, with identity documents.",
  register: registerApplicationRoutes,
  registerRoot: registerApplicationConsoles,
});
