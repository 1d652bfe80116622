// Authentication, declared once: every Query, Mutation and Subscription field needs a signed-in caller (a bearer
// token) unless its SDL marks it @public (sign-in plumbing, liveness, development aids). The check wraps each
// root field's resolver (a subscription's subscribe) when the schema is built, outside @can's policy check, so
// no resolver repeats it, a new field cannot forget it, and graphql-jit's compiled execution runs it too
// (it calls these same schema resolvers). Nested fields are reached only through a root field.
import { getDirective, MapperKind, mapSchema } from '@graphql-tools/utils';
import { defaultFieldResolver, type GraphQLFieldConfig, type GraphQLSchema } from 'graphql';
import { ruleOf } from '../../../policy/decide.ts';
import { isActionName } from '../../../policy/policy.ts';
import type { GatewayContext } from '../context.js';
import { ErrorCode, gatewayError } from '../errors.js';

type FieldConfig = GraphQLFieldConfig<unknown, GatewayContext>;

const signInRequired = () => gatewayError(ErrorCode.UNAUTHENTICATED, 'Sign in required: no bearer token');

/** Whether a built field (or its config) carries @public in the SDL; read from its AST, for the tests' walk too. */
export function isPublicField(field: { astNode?: { directives?: readonly { name: { value: string } }[] } | null }): boolean {
  return !!field.astNode?.directives?.some((d) => d.name.value === 'public');
}

/**
 * A mutation is @public exactly when its policy action's credential is its own argument (`session.renew`: the
 * refresh token), so the SDL and policy/actions.json cannot disagree about who may call it.
 */
function checkMutation(schema: GraphQLSchema, config: FieldConfig, field: string): void {
  const action = (getDirective(schema, config, 'can')?.[0] as { action?: string } | undefined)?.action;
  const ownCredential = !!action && isActionName(action) && ruleOf(action).credential === 'refreshToken';
  if (isPublicField(config) && !ownCredential) {
    throw new Error(`Mutation.${field} is @public, but its action '${action}' acts for a signed-in user: remove @public`);
  }
  if (!isPublicField(config) && ownCredential) {
    throw new Error(`Mutation.${field}: its action '${action}' takes its credential as an argument: mark the field @public`);
  }
}

function guarded(config: FieldConfig): FieldConfig {
  const resolve = config.resolve ?? defaultFieldResolver;
  return {
    ...config,
    resolve(source, args, ctx, info) {
      if (!ctx.caller.token) throw signInRequired();
      return resolve(source, args, ctx, info);
    },
  };
}

function guardedSubscription(config: FieldConfig): FieldConfig {
  const subscribe = config.subscribe;
  if (!subscribe) return config;
  return {
    ...config,
    subscribe(source, args, ctx, info) {
      if (!ctx.caller.token) throw signInRequired();
      return subscribe(source, args, ctx, info);
    },
  };
}

/** The schema with every root field but the @public ones refusing a caller without a bearer token (UNAUTHENTICATED). */
export function withAuthentication(schema: GraphQLSchema): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.QUERY_ROOT_FIELD]: (config) => (isPublicField(config) ? config : guarded(config as FieldConfig)),
    [MapperKind.MUTATION_ROOT_FIELD]: (config, field) => {
      checkMutation(schema, config as FieldConfig, field);
      return isPublicField(config) ? config : guarded(config as FieldConfig);
    },
    [MapperKind.SUBSCRIPTION_ROOT_FIELD]: (config) => (isPublicField(config) ? config : guardedSubscription(config as FieldConfig)),
  });
}
