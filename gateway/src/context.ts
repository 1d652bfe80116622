// What every resolver receives: the caller (from useAuthContext), the bound upstream and the
// per-request loaders (from useUpstream), the gateway settings and the config host.
import type { YogaInitialContext } from 'graphql-yoga';
import type { Environment } from '@schemas/common.ts';
import type { ConfigHost } from './config-host/index.ts';
import type { Loaders } from './loaders.js';
import type { LivePubSub } from './events/live-pubsub.js';
import type { Caller } from './upstream/forwarded-headers.js';
import type { RequestUpstream } from './upstream/request-upstream.js';

export interface GatewaySettings {
  authBaseUrl: string;
  now: () => Date;
  environment: Environment;
  /** IDLE_SECONDS; undefined means the environment's default. */
  idleSeconds: number | undefined;
}

export interface GatewayContext extends YogaInitialContext {
  caller: Caller;
  upstream: RequestUpstream;
  loaders: Loaders;
  settings: GatewaySettings;
  /** Read current() once per request: a reload between two requests must not mix two configs in one answer. */
  configHost: ConfigHost;
  /** Live events (subscriptions): in process, or through Redis with REDIS_URL. */
  live: LivePubSub;
}

/**
 * What the resolvers under a protected root field receive: the sign-in was checked before any of them ran
 * (policy/authentication.ts), so the token is there. Only a @public field's resolvers see a caller without one.
 */
export type SignedInContext = GatewayContext & { caller: Caller & { token: string } };
