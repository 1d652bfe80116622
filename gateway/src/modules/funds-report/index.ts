import { defineModule } from '../define-module.js';
import { fundsReportResolvers } from './resolvers.js';

/** The funds and accounts report (issue 32 §4): holdings by investment across the adviser's wrap accounts. */
export default defineModule({ id: 'funds-report', resolvers: fundsReportResolvers });
