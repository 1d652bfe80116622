// What the shell does with the user-details answer (000 §5 "user details ... invalid", §8).
import type { ViewerUser } from '../api/operations/get-viewer-user';
import { isTransportError, isUnauthenticated } from '../api/graphql-errors';

export type UserDetailsVerdict =
  | { kind: 'loading' }
  | { kind: 'ready'; user: ViewerUser }
  /** The gateway could not be reached: offer a retry (the error page's address needs the gateway too). */
  | { kind: 'retry' }
  /** 'Error retrieving user details' or a user without a name: log out with server_error. */
  | { kind: 'invalid' };

export interface UserDetailsAnswer {
  user: ViewerUser | undefined;
  error: unknown;
  /** True while a request is out, including a retry after an error. */
  loading: boolean;
}

export function judgeUserDetails({ user, error, loading }: UserDetailsAnswer): UserDetailsVerdict {
  if (loading && !user) return { kind: 'loading' };
  if (error) {
    // The API client has renewed and retried, or is logging out; nothing for the shell to add.
    if (isUnauthenticated(error)) return { kind: 'loading' };
    return isTransportError(error) ? { kind: 'retry' } : { kind: 'invalid' };
  }
  if (!user) return { kind: 'loading' };
  if (!user.firstName?.trim() && !user.lastName?.trim()) return { kind: 'invalid' };
  return { kind: 'ready', user };
}
