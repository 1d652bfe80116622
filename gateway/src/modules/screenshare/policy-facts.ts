// The policy's facts about a screen share: the session service answers only the caller's own sessions, so one it
// answers is one they started.
import { memo } from '../../policy/request-memo.js';
import { visible, type PolicyGatherers } from '../../policy/resource-facts.js';
import { getSession } from './api/sessions.js';

export const screenSharePolicyFacts: PolicyGatherers = {
  async screenshare(ctx, ref) {
    const found = await memo(ctx.upstream, `screenshare:${ref.id}`, () => visible(getSession(ctx.upstream, ref.id)));
    return found && { owned: true };
  },
};
