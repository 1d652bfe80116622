// The policy's facts about a Wrap group: visible when the group search finds it; its access is the least of its
// accounts' (policy/access.ts), none when one of them is not the caller's to see.
import type { AccessLevel } from '@schemas/policy.schema.ts';
import { leastAccess } from '../../../../policy/access.ts';
import { ACCESS_LEVELS } from '@gateway/kit/accounts/account-facts.js';
import { searchGroups } from '@gateway/kit/groups/search-groups.js';
import { memo } from '../../policy/request-memo.js';
import type { PolicyGatherers } from '../../policy/resource-facts.js';

const groupAccess = (levels: readonly (string | null)[]): AccessLevel | undefined =>
  levels.every((l): l is AccessLevel => l !== null && ACCESS_LEVELS.includes(l)) ? leastAccess(levels) : undefined;

export const groupPolicyFacts: PolicyGatherers = {
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
};
