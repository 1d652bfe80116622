import { defineModule } from '../define-module.js';
import { getUserDetails, type UserDetails } from '@gateway/kit/user/get-user-details.js';
import { viewerResolvers } from './resolvers.js';

declare module '../../loaders.js' {
  interface Loaders {
    /** User details, fetched at most once per request (many fields need the mac or brand). */
    userDetails(): Promise<UserDetails>;
  }
}

export default defineModule({
  id: 'viewer',
  resolvers: viewerResolvers,
  loaders: (upstream) => {
    let user: Promise<UserDetails> | undefined;
    return { userDetails: () => (user ??= getUserDetails(upstream)) };
  },
});
