// @can(action, resource, requestType) on every Mutation and Subscription field (policy/README.md): the schema is
// built with each mutation's resolver, and each subscription's subscribe, behind authorize(), and refuses to build
// when such a field names no action, an action the policy does not have, or a resource the action does not act on.
// A subscription is authorised once, before its stream opens; the stream then ends when the token is revoked. A directive rather than an envelop plugin:
// the rule sits in the SDL beside the mutation it guards (one place to read it), the wrapping happens once at
// build time rather than by looking the field up on every request, and graphql-jit's compiled execution
// (plugins/use-compiled-execution.ts) calls these same schema resolvers, so no execution path skips it.
import { getDirective, MapperKind, mapSchema } from '@graphql-tools/utils';
import { defaultFieldResolver, type GraphQLFieldConfig, type GraphQLInputType, type GraphQLSchema } from 'graphql';
import { ruleOf } from '../../../policy/decide.ts';
import { isActionName, type ActionName } from '../../../policy/policy.ts';
import type { GatewayContext } from '../context.js';
import { authorize } from './authorize.js';
import { canGather, type PolicyGatherers, type ResourceRef } from './resource-facts.js';

interface CanArgs {
  action: string;
  resource?: string | null;
  requestType?: string | null;
}

/** The value at a dotted argument path ("input.fromAccountNumber"); a non-string is no id. */
export function argumentAt(args: Record<string, unknown>, path: string): string | null {
  let value: unknown = args;
  for (const key of path.split('.')) value = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' ? value : null;
}

/** Whether `path` names an argument of the field (and a field of each input object on the way). */
function pathExists(fields: Readonly<Record<string, { type: GraphQLInputType }>>, path: string): boolean {
  const [head, ...rest] = path.split('.');
  const found = Object.hasOwn(fields, head) ? fields[head] : undefined;
  if (!found) return false;
  if (!rest.length) return true;
  // Unwrapped by shape, not by graphql's instanceof helpers: a test runner may load graphql's CJS and ESM builds
  // both, and the schema's types may come from the other one. Of the input types only an input object has fields.
  let named: unknown = found.type;
  while (named && typeof named === 'object' && 'ofType' in named && named.ofType) named = named.ofType;
  const fieldsOf = (named as { getFields?: () => Record<string, { type: GraphQLInputType }> }).getFields;
  return typeof fieldsOf === 'function' && pathExists(fieldsOf.call(named), rest.join('.'));
}

function checked(where: string, can: CanArgs | undefined, config: GraphQLFieldConfig<unknown, unknown>, gatherers?: PolicyGatherers): MutationPolicy {
  if (!can) throw new Error(`${where} has no @can(action: ...): every mutation and subscription names its policy action (policy/README.md)`);
  if (!isActionName(can.action)) throw new Error(`${where}: @can names the action '${can.action}', which policy/actions.json does not have`);
  const rule = ruleOf(can.action);
  const args = config.args ?? {};
  if (rule.resource === 'none' && can.resource) throw new Error(`${where}: '${can.action}' acts on no resource, yet @can names resource '${can.resource}'`);
  if (rule.resource !== 'none') {
    if (!can.resource) throw new Error(`${where}: '${can.action}' acts on a ${rule.resource}: @can must name the argument holding its id (resource: "...")`);
    if (!pathExists(args, can.resource)) throw new Error(`${where}: @can resource '${can.resource}' is not an argument path of the field`);
    if (gatherers && !canGather(rule.resource, gatherers)) throw new Error(`${where}: the gateway cannot tell whether a ${rule.resource} is the caller's ('${can.action}')`);
  }
  if (rule.access === 'requestType' && !can.requestType) throw new Error(`${where}: '${can.action}' needs the request type's access: @can must name requestType`);
  if (can.requestType && !pathExists(args, can.requestType)) throw new Error(`${where}: @can requestType '${can.requestType}' is not an argument path of the field`);
  return { action: can.action, resource: can.resource ?? undefined, requestType: can.requestType ?? undefined };
}

export interface MutationPolicy {
  action: ActionName;
  /** The argument path of the resource's id. */
  resource?: string;
  /** The argument path of the request type, for an action whose access the request type asks. */
  requestType?: string;
}

/** Every mutation's @can, checked (with `gatherers`, also that some module gathers its resource's facts). */
export function mutationPolicies(schema: GraphQLSchema, gatherers?: PolicyGatherers): Map<string, MutationPolicy> {
  const found = new Map<string, MutationPolicy>();
  mapSchema(schema, {
    [MapperKind.MUTATION_ROOT_FIELD]: (config, fieldName) => {
      found.set(fieldName, checked(`Mutation.${fieldName}`, getDirective(schema, config, 'can')?.[0] as CanArgs | undefined, config, gatherers));
      return config;
    },
  });
  return found;
}

/** Every subscription's @can, checked as the schema is built. */
export function subscriptionPolicies(schema: GraphQLSchema, gatherers?: PolicyGatherers): Map<string, MutationPolicy> {
  const found = new Map<string, MutationPolicy>();
  mapSchema(schema, {
    [MapperKind.SUBSCRIPTION_ROOT_FIELD]: (config, fieldName) => {
      found.set(fieldName, checked(`Subscription.${fieldName}`, getDirective(schema, config, 'can')?.[0] as CanArgs | undefined, config, gatherers));
      return config;
    },
  });
  return found;
}

/**
 * The schema with every mutation and subscription behind its @can check, gathering facts with the modules'
 * `gatherers`; throws, naming the field, when one is missing or wrong.
 */
export function withPolicy(schema: GraphQLSchema, gatherers: PolicyGatherers): GraphQLSchema {
  const guard = (where: string, config: GraphQLFieldConfig<unknown, unknown>) => {
    const { action, resource, requestType } = checked(where, getDirective(schema, config, 'can')?.[0] as CanArgs | undefined, config, gatherers);
    return (args: Record<string, unknown>, ctx: GatewayContext) => {
      const id = resource ? argumentAt(args, resource) : null;
      const ref: ResourceRef | null = id === null ? null : { id, requestType: requestType ? argumentAt(args, requestType) : null };
      return authorize(ctx, action, ref, gatherers);
    };
  };
  return mapSchema(schema, {
    [MapperKind.MUTATION_ROOT_FIELD]: (config, fieldName) => {
      const allowed = guard(`Mutation.${fieldName}`, config);
      const resolve = config.resolve ?? defaultFieldResolver;
      return {
        ...config,
        async resolve(source, args: Record<string, unknown>, ctx: GatewayContext, info) {
          await allowed(args, ctx);
          return resolve(source, args, ctx, info);
        },
      };
    },
    [MapperKind.SUBSCRIPTION_ROOT_FIELD]: (config, fieldName) => {
      const allowed = guard(`Subscription.${fieldName}`, config);
      const subscribe = config.subscribe;
      if (!subscribe) throw new Error(`Subscription.${fieldName} has no subscribe resolver`);
      return {
        ...config,
        // Before the stream opens: a refusal is the subscription's one answer, as an error.
        async subscribe(source, args: Record<string, unknown>, ctx: GatewayContext, info) {
          await allowed(args, ctx);
          return subscribe(source, args, ctx, info);
        },
      };
    },
  });
}
