import { defineModule } from '../define-module.js';
import { favouritesResolvers } from './resolvers.js';

export default defineModule({ id: 'favourites', resolvers: favouritesResolvers });
