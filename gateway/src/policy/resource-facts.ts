// What the gateway can learn upstream about the resource a mutation names, as the policy's facts: only what
// the action's rule asks for, each read once per request (request-memo.ts, the per-request loaders). An
// upstream 404 means "not one the caller sees": the fact is null, and decide() answers NOT_FOUND. Any other
// failure (the API down, the token spent) is thrown as it is: no fact, no decision.
// The module that owns a kind of resource reads its facts (`policyFacts` in defineModule): the core names none.
import type { GraphQLError } from 'graphql';
import type { PolicyAction, ResourceKind } from '@schemas/policy.schema.ts';
import type { ResourceFacts } from '../../../policy/decide.ts';
import type { GatewayContext } from '../context.js';
import { ErrorCode } from '../errors.js';

export type PolicyContext = Pick<GatewayContext, 'upstream' | 'loaders' | 'configHost' | 'settings' | 'caller'>;

/** Where a mutation's arguments name the resource and, for `access: "requestType"`, the request type. */
export interface ResourceRef {
  id: string;
  requestType?: string | null;
}

/** The facts of one resource for `rule`, or null when the caller does not see it. */
export type FactGatherer = (ctx: PolicyContext, ref: ResourceRef, rule: PolicyAction) => Promise<ResourceFacts | null>;

/** The gatherers of every kind some module owns, by kind. */
export type PolicyGatherers = Readonly<Partial<Record<Exclude<ResourceKind, 'none'>, FactGatherer>>>;

/** The modules' gatherers as one map; two modules gathering one kind stop the start. */
export function policyGatherers(modules: readonly { id: string; policyFacts?: PolicyGatherers }[]): PolicyGatherers {
  const all: Partial<Record<string, FactGatherer>> = {};
  const owner = new Map<string, string>();
  for (const module of modules) {
    for (const [kind, gather] of Object.entries(module.policyFacts ?? {})) {
      if (owner.has(kind)) throw new Error(`policy facts of a ${kind}: modules '${owner.get(kind)}' and '${module.id}' both gather them`);
      owner.set(kind, module.id);
      all[kind] = gather;
    }
  }
  return all as PolicyGatherers;
}

/** The read, or null when the upstream answers 404 (unknown and another adviser's alike). */
export async function visible<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if ((error as GraphQLError)?.extensions?.code === ErrorCode.NOT_FOUND) return null;
    throw error;
  }
}

/** Whether the gateway can gather facts for the kind: the schema build refuses a mutation whose action it cannot. */
export const canGather = (kind: ResourceKind, gatherers: PolicyGatherers): boolean => kind === 'none' || gatherers[kind] !== undefined;

/** The facts of the resource `ref` names, for `rule`; null when the caller does not see it. */
export async function resourceFacts(
  ctx: PolicyContext,
  rule: PolicyAction,
  ref: ResourceRef | null,
  gatherers: PolicyGatherers,
): Promise<ResourceFacts | null> {
  const gather = rule.resource === 'none' ? undefined : gatherers[rule.resource];
  if (!gather) throw new Error(`the gateway gathers no facts about a ${rule.resource}`);
  // A blank id names nothing: not found, without asking.
  if (!ref || !ref.id.trim()) return null;
  return gather(ctx, ref, rule);
}
