import { defineModule } from '../define-module.js';
import { screenSharePolicyFacts } from './policy-facts.js';
import { screenShareResolvers } from './resolvers.js';
import { screenShareTopic } from './screenshare-events.js';

/** Screen sharing (001 §2.8, §4; issue 15): the adviser's co-browse session, its events and its live status. */
export default defineModule({ id: 'screenshare', resolvers: screenShareResolvers, liveTopics: [screenShareTopic], policyFacts: screenSharePolicyFacts });
