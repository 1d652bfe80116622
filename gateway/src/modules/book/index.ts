import { defineModule } from '../define-module.js';
import { bookResolvers } from './resolvers.js';

/** The adviser's book on the dashboard (issue 31 §2): funds under administration, allocation, needs attention. */
export default defineModule({ id: 'book', resolvers: bookResolvers });
