// The badge query parameter of the intermediary and search calls: the badge the browser says it is
// working under, else the user's login badge.
import type { Caller } from '../upstream/forwarded-headers.js';
import type { UserDetails } from './user/get-user-details.js';

export const queryBadge = (caller: Caller, user: Pick<UserDetails, 'loginBadge'>) => caller.badge ?? user.loginBadge;
