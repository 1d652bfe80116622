import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../http/http-error.js';
import { type RequestOf } from '../../http/route-schema.js';
import { listFeedback, submitFeedback } from './schemas.js';

// Feedback survey (000 §3: mac, website name, app version, rating, positive and negative comments). The
// endpoint is not in the specification: this path is ours (sandbox/README.md "Feedback"). Answers are kept in
// memory for the life of the process, newest last; the caller's mac must be the signed-in user's.
export const FEEDBACK_PATH = '/channel/micro/v1/feedback/survey';
const MAX_COMMENT = 2000;
const MAX_KEPT = 500;

export interface FeedbackAnswer {
  mac: string;
  websiteName: string;
  appVersion: string;
  rating: number;
  positiveComments: string;
  negativeComments: string;
  receivedAt: string;
}

const answers: FeedbackAnswer[] = [];

function text(value: unknown, name: string, max: number, required: boolean): string {
  if (value === undefined || value === null || value === '') {
    if (required) throw badRequest(`${name} is required`);
    return '';
  }
  if (typeof value !== 'string') throw badRequest(`${name} must be a string`);
  if (value.length > max) throw badRequest(`${name} must be at most ${max} characters`);
  return value;
}

export function parseFeedback(body: unknown, mac: string, now = new Date()): FeedbackAnswer {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest('body must be an object');
  const b = body as Record<string, unknown>;
  if (b.mac !== mac) throw badRequest('mac must be the signed-in user');
  const rating = b.rating;
  if (typeof rating !== 'number' || !Number.isInteger(rating) || rating < 1 || rating > 5) throw badRequest('rating must be a whole number from 1 to 5');
  return {
    mac,
    websiteName: text(b.websiteName, 'websiteName', 100, true),
    appVersion: text(b.appVersion, 'appVersion', 50, true),
    rating,
    positiveComments: text(b.positiveComments, 'positiveComments', MAX_COMMENT, false),
    negativeComments: text(b.negativeComments, 'negativeComments', MAX_COMMENT, false),
    receivedAt: now.toISOString(),
  };
}

export function registerFeedbackRoutes(app: FastifyInstance): void {
  app.post<RequestOf<typeof submitFeedback>>(FEEDBACK_PATH, { schema: submitFeedback }, async (request, reply) => {
    const answer = parseFeedback(request.body, request.auth.mac);
    answers.push(answer);
    if (answers.length > MAX_KEPT) answers.splice(0, answers.length - MAX_KEPT);
    return reply.code(201).send({ data: { received: true, receivedAt: answer.receivedAt } });
  });
}

/** Development endpoint (dev guard): the answers received, optionally for one mac, newest last. */
export function registerFeedbackDevRoutes(app: FastifyInstance): void {
  app.get<RequestOf<typeof listFeedback>>('/sandbox/feedback', { schema: listFeedback }, async (request) => ({
    feedback: answers.filter((a) => !request.query.mac || a.mac === request.query.mac),
  }));
}
