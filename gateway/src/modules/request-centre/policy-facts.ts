// The policy's facts about a case: the task centre answers only the cases the caller sees.
import { memo } from '../../policy/request-memo.js';
import { visible, type PolicyGatherers } from '../../policy/resource-facts.js';
import { getTask } from './api/task-centre.js';

export const casePolicyFacts: PolicyGatherers = {
  async case(ctx, ref) {
    const intent = await memo(ctx.upstream, `case:${ref.id}`, () => visible(getTask(ctx.upstream, ref.id)));
    return intent && {};
  },
};
