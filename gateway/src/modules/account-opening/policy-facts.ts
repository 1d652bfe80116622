// The policy's facts about an application: the bank answers only the applications of the advisers the caller acts for.
import { memo } from '../../policy/request-memo.js';
import { visible, type PolicyGatherers } from '../../policy/resource-facts.js';
import { getApplication } from './api/onboarding.js';

export const applicationPolicyFacts: PolicyGatherers = {
  async application(ctx, ref) {
    const found = await memo(ctx.upstream, `application:${ref.id}`, () => visible(getApplication(ctx.upstream, ref.id)));
    return found && {};
  },
};
