// The survey's answer as the web sends it, checked before it goes upstream (000 §3 Feedback survey).
import { ErrorCode, gatewayError } from '../../errors.js';

export const MAX_COMMENT = 2000;
/** The preference recording that the survey was answered (001 §3 user preferences). */
export const FEEDBACK_PREFERENCE = 'behavioural-intercept-feedback';

export interface FeedbackInput {
  rating: number;
  positiveComments?: string | null;
  negativeComments?: string | null;
}

export function checkFeedback(input: FeedbackInput) {
  if (!Number.isInteger(input.rating) || input.rating < 1 || input.rating > 5) {
    throw gatewayError(ErrorCode.BAD_USER_INPUT, 'rating must be a whole number from 1 to 5');
  }
  const comment = (value: string | null | undefined, name: string) => {
    const text = (value ?? '').trim();
    if (text.length > MAX_COMMENT) throw gatewayError(ErrorCode.BAD_USER_INPUT, `${name} must be at most ${MAX_COMMENT} characters`);
    return text;
  };
  return {
    rating: input.rating,
    positiveComments: comment(input.positiveComments, 'positiveComments'),
    negativeComments: comment(input.negativeComments, 'negativeComments'),
  };
}
