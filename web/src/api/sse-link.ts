// The server-sent-events link itself (loaded on demand by subscription-link.ts): graphql-sse's client in
// "distinct connections mode", the protocol graphql-yoga's built-in SSE transport speaks (one POST with
// Accept: text/event-stream per subscription; `next` events, then `complete`). It reconnects after a dropped
// connection with its own back-off. Headers are the ones the links before this one set for the operation.
import { ApolloLink, Observable } from '@apollo/client';
import { print } from 'graphql';
import { createClient } from 'graphql-sse';

export function createSseLink({ uri, fetch }: { uri: string; fetch?: typeof globalThis.fetch }): ApolloLink {
  const url = new URL(uri, globalThis.location?.href ?? 'http://localhost/').href;
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const client = createClient({
          url,
          singleConnection: false,
          ...(fetch ? { fetchFn: fetch } : {}),
          headers: () => ({ ...((operation.getContext().headers as Record<string, string> | undefined) ?? {}) }),
        });
        const dispose = client.subscribe(
          { query: print(operation.query), variables: operation.variables, operationName: operation.operationName },
          {
            next: (result) => observer.next(result as ApolloLink.Result),
            error: (error) => observer.error(error),
            complete: () => observer.complete(),
          },
          // Up (or back up after a drop): what the view missed meanwhile, it reads again.
          { connected: (reconnected) => operation.getContext().onLiveConnected?.(reconnected) },
        );
        return () => {
          dispose();
          client.dispose();
        };
      }),
  );
}
