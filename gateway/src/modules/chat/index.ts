import { defineModule } from '../define-module.js';
import { chatTopic } from './chat-events.js';
import { chatPolicyFacts } from './policy-facts.js';
import { chatResolvers } from './resolvers.js';

export default defineModule({ id: 'chat', resolvers: chatResolvers, liveTopics: [chatTopic], policyFacts: chatPolicyFacts });
