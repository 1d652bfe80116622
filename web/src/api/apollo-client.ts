// The one Apollo client: recovery, then headers, then HTTP to the gateway's /graphql (subscriptions as
// server-sent events on the same endpoint; mutations carrying files to /graphql/files).
import { ApolloClient, ApolloLink, HttpLink } from '@apollo/client';
import { getMainDefinition } from '@apollo/client/utilities';
import { createAuthHeadersLink, type AuthHeaderValues } from './auth-headers-link';
import { createAuthRecoveryLink, type AuthRecovery } from './auth-recovery-link';
import { createCache } from './cache';
import { createConfigVersionLink } from '@kit/config-version';
import { createTraceLink } from '@kit/request-trace';
import { createSubscriptionLink } from './subscription-link';

const isSubscription = ({ query }: ApolloLink.Operation) => {
  const definition = getMainDefinition(query);
  return definition.kind === 'OperationDefinition' && definition.operation === 'subscription';
};

type TypeNode = { kind: string; type?: TypeNode; name?: { value: string } };
const namedType = (type: TypeNode): string => (type.type ? namedType(type.type) : (type.name?.value ?? ''));

/** Above this, variables would not fit the regular endpoint's 96 KB body. */
const LARGE_VARIABLES = 64 * 1024;

/**
 * A mutation carrying a file (a variable of a `…FileInput` type, or variables too large for the regular endpoint)
 * goes to the gateway's files endpoint, the only one taking bodies of megabytes, which checks that it really carries
 * one; everything else to the regular endpoint.
 */
export function operationUri(uri: string) {
  return ({ query, variables }: ApolloLink.Operation): string => {
    const definition = getMainDefinition(query);
    if (definition.kind !== 'OperationDefinition' || definition.operation !== 'mutation') return uri;
    const carriesFile =
      (definition.variableDefinitions ?? []).some((v) => namedType(v.type as TypeNode).endsWith('FileInput')) ||
      JSON.stringify(variables ?? {}).length > LARGE_VARIABLES;
    return carriesFile ? `${uri}/files` : uri;
  };
}

export interface ApolloClientOptions extends AuthRecovery {
  headerValues(): AuthHeaderValues | null;
  uri?: string;
  fetch?: typeof fetch;
  /** The app's store: answers made with changed config set its configChangedAtom (@kit/config-version). */
  store?: Parameters<typeof createConfigVersionLink>[0];
}

export function createApolloClient({ headerValues, renewTokens, onAuthFailure, uri = '/graphql', fetch, store }: ApolloClientOptions): ApolloClient {
  const httpLinks = [createTraceLink(uri), ...(store ? [createConfigVersionLink(store)] : []), new HttpLink({ uri: operationUri(uri), fetch })];
  // Recovery sits before the headers link so that its retry passes through it again and picks up the new token.
  const link = ApolloLink.from([
    createAuthRecoveryLink({ renewTokens, onAuthFailure }),
    createAuthHeadersLink(headerValues),
    // Queries and mutations carry a traceparent of their own (the tracking plugin's ajax logs use its ids).
    ApolloLink.split(isSubscription, createSubscriptionLink({ uri, fetch }), ApolloLink.from(httpLinks)),
  ]);
  return new ApolloClient({ link, cache: createCache() });
}
