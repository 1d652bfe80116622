import { defineRoutes } from '../define-routes.js';
import { registerBookRoutes } from './book-routes.js';

/** The adviser's book (issue 31 §2): funds under administration, allocation and what needs attention. */
export default defineRoutes({
  id: 'book',
  description:
    "The adviser's book at a glance: funds under administration over the caller's visible accounts by product with the " +
    "month's change, allocation, and the accounts, payments and requests that need the adviser's attention.",
  register: registerBookRoutes,
});
