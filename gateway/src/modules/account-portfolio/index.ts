import { defineModule } from '../define-module.js';
import { accountPortfolioResolvers } from './resolvers.js';

export default defineModule({ id: 'account-portfolio', resolvers: accountPortfolioResolvers });
