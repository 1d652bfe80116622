// The caller's role in the policy's terms: dealer-restricted staff act for their dealer, everyone else as an adviser.
import type { PolicyRole } from '../../../schemas/policy.schema.ts';
import type { Scope } from '../http/scope.js';

export const roleOf = (scope: Pick<Scope, 'dealerRestricted'>): PolicyRole => (scope.dealerRestricted ? 'dealerStaff' : 'adviser');
