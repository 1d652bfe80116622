// The one decision: may this caller take this action on this resource? (docs/architecture.md "One policy".)
// The sandbox and the gateway each gather the facts they can see and call decide(); neither re-decides.
import type { AccessLevel, PaymentAccess, PolicyAction, PolicyRole } from '../schemas/policy.schema.ts';
import { accessAllows } from './access.ts';
import { policy, type ActionName } from './policy.ts';

/** What one side knows about the resource an action names. `null`: no such resource, or not one the caller sees. */
export interface ResourceFacts {
  /** The caller's access level on the account (the resource's account, for a payment or a group). */
  access?: AccessLevel;
  /** The caller's payment permission on the account. */
  paymentAccess?: PaymentAccess;
  /** The caller started the resource. */
  owned?: boolean;
  /** For `access: "requestType"`: the level the request type asks; absent when the request names no known type. */
  requestTypeAccess?: AccessLevel;
}

export interface Facts {
  role: PolicyRole;
  /** Brand feature flags for the caller; absent where flags are not known (the sandbox has none). */
  flags?: Readonly<Record<string, boolean>>;
  /**
   * Facts of the resource; absent for actions on `none`. 'unnamed': the call may name one and did not (a list of
   * my payments rather than an account's), so only role and flag apply.
   */
  resource?: ResourceFacts | null | 'unnamed';
}

export type DenyReason = 'ROLE' | 'FLAG_OFF' | 'NOT_FOUND' | 'ACCESS' | 'PAYMENT_PERMISSION';

export type Decision =
  | { allow: true; action: ActionName }
  | { allow: false; action: ActionName; status: 403 | 404; reason: DenyReason; code: string; message: string };

const DEFAULT_DENIED = { code: 'FORBIDDEN', message: "You don't have access to do this." };

export function decide(action: ActionName, facts: Facts): Decision {
  const rule: PolicyAction = policy.actions[action];
  const deny = (status: 403 | 404, reason: DenyReason): Decision =>
    status === 404
      ? { allow: false, action, status, reason, code: 'NOT_FOUND', message: 'Not found' }
      : { allow: false, action, status, reason, ...(rule.denied ?? DEFAULT_DENIED) };
  if (rule.roles && !rule.roles.includes(facts.role)) return deny(403, 'ROLE');
  if (rule.flag && facts.flags && facts.flags[rule.flag] !== true) return deny(403, 'FLAG_OFF');
  if (rule.resource === 'none' || facts.resource === 'unnamed') return { allow: true, action };
  const resource = facts.resource;
  // Not there, not visible and not the caller's look the same: an id tells a caller nothing they may not see.
  if (!resource || (rule.owned && !resource.owned)) return deny(404, 'NOT_FOUND');
  if (rule.access) {
    const needed = rule.access === 'requestType' ? resource.requestTypeAccess : rule.access;
    if (needed && !accessAllows(resource.access, needed)) return deny(403, 'ACCESS');
  }
  if (rule.paymentAccess && !rule.paymentAccess.includes(resource.paymentAccess ?? 'NONE')) return deny(403, 'PAYMENT_PERMISSION');
  return { allow: true, action };
}

/** The action's rule, for a side that must know which facts to gather. */
export const ruleOf = (action: ActionName): PolicyAction => policy.actions[action];
