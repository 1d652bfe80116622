// The policy's facts about an account (policy/resource-facts.ts): the caller's access level (account/access)
// and, when the rule asks, the payment permission and the access the request type needs. An account's facts
// serve the account actions and those on a payment (its from-account), so they live here for both modules.
import type { AccessLevel, PolicyAction } from '@schemas/policy.schema.ts';
import type { ResourceFacts } from '../../../../policy/decide.ts';
import { memo } from '../../policy/request-memo.js';
import { visible, type FactGatherer, type PolicyContext } from '../../policy/resource-facts.js';
import { getIndexation } from '../requests/indexation.js';
import { getPaymentPermissions } from './payment-permissions.js';

export const ACCESS_LEVELS: readonly string[] = ['VIEW', 'LIMITED', 'FULL'];

const accountAccess = (ctx: PolicyContext, account: string) => ctx.loaders.accountAccess.load(account);

/** The caller's payment permission on the account (payments v2 payment-permissions); null when not visible. */
const paymentPermission = (ctx: PolicyContext, account: string) =>
  memo(ctx.upstream, `paymentPermission:${account}`, () => visible(getPaymentPermissions(ctx.upstream, account)));

/** An account's facts: the access level (account/access) and, when the rule asks, the payment permission. */
export async function accountFacts(ctx: PolicyContext, account: string, rule: PolicyAction): Promise<ResourceFacts | null> {
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
  return level && ACCESS_LEVELS.includes(level) ? (level as AccessLevel) : undefined;
}

/** The account a mutation names: its facts, with the request type's access for `access: "requestType"` rules. */
export const accountGatherer: FactGatherer = async (ctx, ref, rule) => {
  const [facts, typeAccess] = await Promise.all([
    accountFacts(ctx, ref.id, rule),
    rule.access === 'requestType' ? requestTypeAccess(ctx, ref.requestType) : undefined,
  ]);
  return facts && { ...facts, ...(typeAccess ? { requestTypeAccess: typeAccess } : {}) };
};
