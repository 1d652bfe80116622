// The server-sent-events link itself (loaded on demand by subscription-link.ts).
import { YogaLink } from '@graphql-yoga/apollo-link';
import type { ApolloLink } from '@apollo/client';

export function createSseLink({ uri, fetch }: { uri: string; fetch?: typeof globalThis.fetch }): ApolloLink {
  const endpoint = new URL(uri, globalThis.location?.href ?? 'http://localhost/').href;
  return new YogaLink({
    endpoint,
    ...(fetch ? { fetch } : {}),
    headers: (request) => ((request?.context as { headers?: Record<string, string> } | undefined)?.headers ?? {}),
  }) as unknown as ApolloLink;
}
