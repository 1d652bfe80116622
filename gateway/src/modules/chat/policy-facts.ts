// The policy's facts about a conversation: the chat API answers only the caller's own, so one it answers is one
// they started.
import { memo } from '../../policy/request-memo.js';
import { visible, type PolicyGatherers } from '../../policy/resource-facts.js';
import { getConversation } from './api/chat.js';

export const chatPolicyFacts: PolicyGatherers = {
  async conversation(ctx, ref) {
    const found = await memo(ctx.upstream, `conversation:${ref.id}`, () => visible(getConversation(ctx.upstream, ref.id)));
    return found && { owned: true };
  },
};
