// What the gateway can learn upstream about the resource a mutation names, as the policy's facts: only what
// the action's rule asks for, each read once per request (request-memo.ts, the per-request loaders). An
// upstream 404 means "not one the caller sees": the fact is null, and decide() answers NOT_FOUND. Any other
// failure (the API down, the token spent) is thrown as it is: no fact, no decision.
import type { GraphQLError } from 'graphql';
import type { AccessLevel, PolicyAction, ResourceKind } from '@schemas/policy.schema.ts';
import { leastAccess } from '../../../policy/access.ts';
import type { ResourceFacts } from '../../../policy/decide.ts';
import type { GatewayContext } from '../context.js';
import { ErrorCode } from '../errors.js';
import { getConversation } from '../modules/chat/api/chat.js';
import { searchGroups } from '../kit/groups/search-groups.js';
import { getPayment } from '../modules/payments/api/payment-calls.js';
import { getPaymentPermissions } from '../modules/payments/api/permissions.js';
import { getIndexation, getTask } from '../modules/request-centre/api/task-centre.js';
import { getSession } from '../modules/screenshare/api/sessions.js';
import { memo } from './request-memo.js';

export type PolicyContext = Pick<GatewayContext, 'upstream' | 'loaders' | 'configHost' | 'settings' | 'caller'>;

/** Where a mutation's arguments name the resource and, for `access: "requestType"`, the request type. */
export interface ResourceRef {
  id: string;
  requestType?: string | null;
}

type Gatherer = (ctx: PolicyContext, ref: ResourceRef, rule: PolicyAction) => Promise<ResourceFacts | null>;

/** The read, or null when the upstream answers 404 (unknown and another adviser's alike). */
async function visible<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if ((error as GraphQLError)?.extensions?.code === ErrorCode.NOT_FOUND) return null;
    throw error;
  }
}

const LEVELS: readonly string[] = ['VIEW', 'LIMITED', 'FULL'];

/** The group's access: the least of its accounts' (policy/access.ts), none when one of them is not the caller's to see. */
const groupAccess = (levels: readonly (string | null)[]): AccessLevel | undefined =>
  levels.every((l): l is AccessLevel => l !== null && LEVELS.includes(l)) ? leastAccess(levels) : undefined;

const accountAccess = (ctx: PolicyContext, account: string) => ctx.loaders.accountAccess.load(account);

/** The caller's payment permission on the account (payments v2 payment-permissions); null when not visible. */
const paymentPermission = (ctx: PolicyContext, account: string) =>
  memo(ctx.upstream, `paymentPermission:${account}`, () => visible(getPaymentPermissions(ctx.upstream, account)));

/** An account's facts: the access level (account/access) and, when the rule asks, the payment permission. */
async function accountFacts(ctx: PolicyContext, account: string, rule: PolicyAction): Promise<ResourceFacts | null> {
  const needsAccess = rule.access !== undefined || !rule.paymentAccess;
  const [access, permission] = await Promise.all([
    needsAccess ? accountAccess(ctx, account) : undefined,
    rule.paymentAccess ? paymentPermission(ctx, account) : undefined,
  ]);
  if (access === null || permission === null) return null;
  return {
    ...(access ? { access } : {}),
    ...(permission ? { paymentAccess: (['LIMITED', 'FULL'].includes(permission.access) ? permission.access : 'NONE') as 'NONE' | 'LIMITED' | 'FULL' } : {}),
  };
}

/** The least access the request type asks (its indexation row); absent for a type the API does not know. */
async function requestTypeAccess(ctx: PolicyContext, requestType: string | null | undefined): Promise<AccessLevel | undefined> {
  if (!requestType) return undefined;
  const rows = await memo(ctx.upstream, 'indexation', () => getIndexation(ctx.upstream));
  const level = rows.find((r) => String(r.id) === requestType)?.access_level;
  return level && LEVELS.includes(level) ? (level as AccessLevel) : undefined;
}

const gatherers: Readonly<Record<Exclude<ResourceKind, 'none'>, Gatherer | undefined>> = {
  async account(ctx, ref, rule) {
    const [facts, typeAccess] = await Promise.all([
      accountFacts(ctx, ref.id, rule),
      rule.access === 'requestType' ? requestTypeAccess(ctx, ref.requestType) : undefined,
    ]);
    return facts && { ...facts, ...(typeAccess ? { requestTypeAccess: typeAccess } : {}) };
  },
  async payment(ctx, ref, rule) {
    const payment = await memo(ctx.upstream, `payment:${ref.id}`, () => visible(getPayment(ctx.upstream, ref.id)));
    return payment && accountFacts(ctx, payment.fromAccountNumber, rule);
  },
  async case(ctx, ref) {
    const intent = await memo(ctx.upstream, `case:${ref.id}`, () => visible(getTask(ctx.upstream, ref.id)));
    return intent && {};
  },
  async group(ctx, ref) {
    const groups = await memo(ctx.upstream, `group:${ref.id}`, () => searchGroups(ctx.upstream, { codes: [ref.id] }));
    const group = groups.find((g) => g.code === ref.id);
    if (!group) return null;
    const levels = await ctx.loaders.accountAccess.loadMany((group.accounts ?? []).map((a) => a.code));
    const failed = levels.find((l): l is Error => l instanceof Error);
    if (failed) throw failed;
    const access = groupAccess(levels as (string | null)[]);
    return access ? { access } : {};
  },
  async conversation(ctx, ref) {
    // The chat API answers only the caller's own conversations: one it answers is one they started.
    const found = await memo(ctx.upstream, `conversation:${ref.id}`, () => visible(getConversation(ctx.upstream, ref.id)));
    return found && { owned: true };
  },
  async screenshare(ctx, ref) {
    // Likewise the session service: another adviser's session is unknown.
    const found = await memo(ctx.upstream, `screenshare:${ref.id}`, () => visible(getSession(ctx.upstream, ref.id)));
    return found && { owned: true };
  },
  // No mutation acts on these yet: a mutation that names such an action is refused when the schema is built.
  user: undefined,
  client: undefined,
};

/** Whether the gateway can gather facts for the kind: the schema build refuses a mutation whose action it cannot. */
export const canGather = (kind: ResourceKind): boolean => kind === 'none' || gatherers[kind] !== undefined;

/** The facts of the resource `ref` names, for `rule`; null when the caller does not see it. */
export async function resourceFacts(ctx: PolicyContext, rule: PolicyAction, ref: ResourceRef | null): Promise<ResourceFacts | null> {
  const gather = rule.resource === 'none' ? undefined : gatherers[rule.resource];
  if (!gather) throw new Error(`the gateway gathers no facts about a ${rule.resource}`);
  // A blank id names nothing: not found, without asking.
  if (!ref || !ref.id.trim()) return null;
  return gather(ctx, ref, rule);
}
