// Subscriptions (alerts now; chat and co-browse later) go to the gateway as server-sent events, graphql-yoga's
// own transport, through @graphql-yoga/apollo-link. Its HTTP executor is loaded on the first subscription, once
// the page has shown what it first shows (the bell subscribes as it mounts): sign-in never downloads it, and on
// the dashboard it does not compete with the first paint's code and data (issue 11 item 17). The headers are the
// ones the links before this one set (bearer token, session id, badge), read for every (re)subscription.
import { ApolloLink, Observable } from '@apollo/client';
import type { Subscription } from 'rxjs';
import { whenPagePainted } from '@kit/plugin-load';

export interface SubscriptionLinkOptions {
  uri: string;
  fetch?: typeof fetch;
}

/** A link that loads the real one on first use and hands every operation to it. */
export function createSubscriptionLink({ uri, fetch }: SubscriptionLinkOptions): ApolloLink {
  let loaded: Promise<ApolloLink> | undefined;
  const load = () =>
    (loaded ??= whenPagePainted()
      .then(() => import('./sse-link'))
      .then(({ createSseLink }) => createSseLink({ uri, fetch })).catch((error: unknown) => {
      loaded = undefined; // a failed chunk load may succeed next time
      throw error;
    }));
  return new ApolloLink(
    (operation, forward) =>
      new Observable((observer) => {
        let inner: Subscription | undefined;
        let closed = false;
        load().then(
          (link) => {
            if (!closed) inner = link.request(operation, forward).subscribe(observer);
          },
          (error: unknown) => observer.error(error),
        );
        return () => {
          closed = true;
          inner?.unsubscribe();
        };
      }),
  );
}
