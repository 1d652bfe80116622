import { defineRoutes } from '../define-routes.js';
import { registerFeedbackDevRoutes, registerFeedbackRoutes } from './feedback.js';

/** The passive feedback survey (000 §2, §3 Feedback survey): answers land here; /sandbox/feedback reads them back. */
export default defineRoutes({
  id: 'feedback',
  description: 'The passive feedback survey: the portal sends an answer here.',
  register: registerFeedbackRoutes,
  registerRoot: registerFeedbackDevRoutes,
});
