// The check @can runs before a mutation's resolver (can-directive.ts): who is calling, then the facts the
// gateway can see, then the one decision (policy/decide.ts). A refusal never reaches the resolver, so a
// handler never decides again.
import type { PolicyRole } from '@schemas/policy.schema.ts';
import { decide, ruleOf, type Facts } from '../../../policy/decide.ts';
import type { ActionName } from '../../../policy/policy.ts';
import { copyOf } from '../copy.js';
import { brandFlags } from './brand-flags.js';
import { denialError } from './denial.js';
import { resourceFacts, type PolicyContext, type PolicyGatherers, type ResourceRef } from './resource-facts.js';

/** A dealer-restricted user (user details `dealerRestricted`) acts as dealer staff; anyone else as an adviser. */
async function roleOf(ctx: PolicyContext): Promise<PolicyRole> {
  return (await ctx.loaders.userDetails()).dealerRestricted ? 'dealerStaff' : 'adviser';
}

/** The facts decide() needs for `action`, and only those: a rule without roles or a flag costs no user details read. */
export async function gatherFacts(ctx: PolicyContext, action: ActionName, ref: ResourceRef | null, gatherers: PolicyGatherers): Promise<Facts> {
  const rule = ruleOf(action);
  const [role, flags, resource] = await Promise.all([
    // decide() reads the role only for a rule that names roles.
    rule.roles ? roleOf(ctx) : ('adviser' as const),
    rule.flag ? brandFlags(ctx).then((b) => b.flags) : undefined,
    rule.resource === 'none' ? undefined : resourceFacts(ctx, rule, ref, gatherers),
  ]);
  return { role, ...(flags ? { flags } : {}), ...(rule.resource === 'none' ? {} : { resource }) };
}

/**
 * Throws the policy's refusal. The sign-in was checked before (policy/authentication.ts: every mutation but the
 * @public ones, whose action's credential is their own argument, needs a bearer token).
 */
export async function authorize(ctx: PolicyContext, action: ActionName, ref: ResourceRef | null, gatherers: PolicyGatherers): Promise<void> {
  const decision = decide(action, await gatherFacts(ctx, action, ref, gatherers));
  if (!decision.allow) throw denialError(decision, copyOf(ctx));
}
