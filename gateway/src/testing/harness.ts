// A yoga instance wired to a fresh fake upstream, for in-process GraphQL tests.
import { createYoga, type GatewayYoga } from '../create-yoga.js';
import type { GatewayOptions } from '../options.js';
import { realConfigHost } from './config-hosts.js';
import { startFakeUpstream, type FakeUpstream } from './fake-upstream.js';
import { graphqlRequest } from './graphql-request.js';

export interface Harness {
  upstream: FakeUpstream;
  yoga: GatewayYoga;
  query: <T = any>(query: string, options?: Parameters<typeof graphqlRequest>[2]) => ReturnType<typeof graphqlRequest<T>>;
  close(): Promise<void>;
}

export async function startHarness(options: Partial<GatewayOptions> = {}): Promise<Harness> {
  const upstream = await startFakeUpstream();
  const configHost = options.configHost ?? (await realConfigHost());
  const yoga = createYoga({ upstreamBaseUrl: upstream.url, circuitBreaker: false, ...options, configHost });
  return {
    upstream,
    yoga,
    query: (query, requestOptions) => graphqlRequest(yoga, query, requestOptions),
    async close() {
      await yoga.dispose();
      await upstream.close();
    },
  };
}
