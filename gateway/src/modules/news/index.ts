import { defineModule } from '../define-module.js';
import { newsResolvers } from './resolvers.js';

/** News and investment content (001 §2.6, §3, §5, §9; issue 16): the brand-filtered lists and one article. */
export default defineModule({ id: 'news', resolvers: newsResolvers });
