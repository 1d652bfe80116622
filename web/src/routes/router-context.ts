import type { ApolloClient } from '@apollo/client';
import type { AppStore } from '../session';
import type { SessionStorageLike } from '../session/session-storage';

/** What every route's beforeLoad and loader can reach. */
export interface RouterContext {
  store: AppStore;
  client: ApolloClient;
  /** This tab's session storage (or its in-memory stand-in): flag overrides live there. */
  storage: SessionStorageLike;
}
