import type { RequestUpstream } from '@gateway/upstream/request-upstream.js';

// The feedback survey endpoint: not in the specification; our path (sandbox/README.md "Feedback").
export const FEEDBACK_PATH = '/api/channel/micro/v1/feedback/survey';

export interface FeedbackBody {
  mac: string;
  websiteName: string;
  appVersion: string;
  rating: number;
  positiveComments: string;
  negativeComments: string;
}

export const sendFeedback = (upstream: RequestUpstream, body: FeedbackBody) =>
  upstream.post<{ data: { received: boolean; receivedAt: string } }>(FEEDBACK_PATH, { json: body });
