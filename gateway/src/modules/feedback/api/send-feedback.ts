import type { RequestUpstream } from '@gateway/upstream/request-upstream.js';
import type { UpstreamBody } from '@gateway/upstream/upstream-api.js';

// The feedback survey endpoint: not in the specification; our path (sandbox/README.md "Feedback").
export const FEEDBACK_PATH = '/api/channel/micro/v1/feedback/survey';

export type FeedbackBody = UpstreamBody<typeof FEEDBACK_PATH>;

export const sendFeedback = (upstream: RequestUpstream, body: FeedbackBody) => upstream.api.POST(FEEDBACK_PATH, { body });
