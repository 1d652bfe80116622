import { defineRoutes } from '../define-routes.js';
import { schemas } from './schemas.js';
import { registerRequestConsole } from './console-routes.js';
import { registerDocumentRoutes } from './document-routes.js';
import { registerModifyRoutes } from './modify-routes.js';
import { registerTaskRoutes } from './task-routes.js';
import { registerTraverseRoutes } from './traverse-routes.js';

/** The Request Centre (002 §7; issue 13): cases, their follow-ups, authorisers and documents, and the back-office console. */
export default defineRoutes({
  id: 'request-centre',
  description: 'The Request Centre: cases (intents) searched, summarised, read, created, followed up, cancelled and modified, their documents and authorisations.',
  schemas,
  register(api, db, services) {
    registerTaskRoutes(api, db, services);
    registerTraverseRoutes(api, db, services);
    registerModifyRoutes(api, db);
    registerDocumentRoutes(api, db);
  },
  registerRoot(app, db, services) {
    registerRequestConsole(app, db, services);
  },
});
