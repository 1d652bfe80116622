// A gateway module (docs/architecture.md "Gateway modules and the kit"): gateway/src/modules/<id>/ holds its SDL
// (schema.graphql), its resolvers and what it registers with the core (per-request loaders, live-event topics,
// the policy's facts about its resources), exported from index.ts as defineModule({...}). discover-modules.ts
// finds every folder at start: adding a module edits no list. A module imports no other module: shared code is
// in gateway/src/kit.
import type { makeExecutableSchema } from '@graphql-tools/schema';
import type { LiveTopic } from '../events/live-topic.js';
import type { Loaders } from '../loaders.js';
import type { PolicyGatherers } from '../policy/resource-facts.js';
import type { RequestUpstream } from '../upstream/request-upstream.js';

/** Resolver maps as @graphql-tools/schema takes them; the SDL and `requireResolversToMatchSchema` check them. */
type ResolversOption = NonNullable<Parameters<typeof makeExecutableSchema>[0]['resolvers']>;
export type ModuleResolvers = Exclude<ResolversOption, readonly unknown[]>;

export interface GatewayModule {
  /** The folder name. */
  id: string;
  resolvers: ModuleResolvers;
  /**
   * The per-request loaders this module adds to `ctx.loaders` (declare their types by augmenting
   * `Loaders` in loaders.ts). `all` is the whole set, for loaders that read another module's.
   */
  loaders?: (upstream: RequestUpstream, all: Loaders) => Partial<Loaders>;
  /**
   * The live-event topics this module's subscriptions hear (events/live-topic.ts): the events route hands each
   * signed event to the topic that claims its `type`, and the topic publishes it on the pub/sub.
   */
  liveTopics?: readonly LiveTopic[];
  /**
   * The policy's facts about the kinds of resource this module owns (policy/resource-facts.ts): a mutation whose
   * @can action acts on a kind no module gathers does not build.
   */
  policyFacts?: PolicyGatherers;
}

/** Identity at run time; checks the module's shape at compile time. */
export function defineModule<const M extends GatewayModule>(module: M): M {
  return module;
}
