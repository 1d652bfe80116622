// A gateway module (docs/architecture.md "Gateway modules and the kit"): gateway/src/modules/<id>/ holds its SDL
// (schema.graphql), its resolvers and what it registers with the core (per-request loaders, live-event topics,
// the policy's facts about its resources), exported from index.ts as defineModule({...}). discover-modules.ts
// finds every folder at start: adding a module edits no list. A module imports no other module: shared code is
// in gateway/src/kit.
import type { LiveTopic } from '../events/live-topic.js';
import type { Loaders } from '../loaders.js';
import type { PolicyGatherers } from '../policy/resource-facts.js';
import type { Resolvers } from './resolvers-types.js';
import type { RequestUpstream } from '../upstream/request-upstream.js';

/**
 * A module's resolver map, typed by the resolver types `npm run codegen` generates from the SDL
 * (resolvers-types.ts): arguments, parents and results follow the schema, so a resolver never
 * types its own arguments and a wrong one fails tsc. `requireResolversToMatchSchema` still refuses a resolver
 * for a field the SDL lacks at build time.
 */
export type ModuleResolvers = Resolvers;

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
