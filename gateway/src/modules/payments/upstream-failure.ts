// A failed upstream call as the payments module reads it: sign-in and ownership failures stay errors; the
// rest are answered as data from the kept body's codes.
import type { GraphQLError } from 'graphql';
import { ErrorCode } from '../../errors.js';
import { upstreamBodyOf } from '../../upstream/map-error.js';
import { errorCodes, errorItems } from '@gateway/kit/upstream-errors.js';

const PASS_THROUGH = new Set<string>([ErrorCode.UNAUTHENTICATED, ErrorCode.NOT_FOUND]);

export interface Failure { status: number | null; codes: string[]; body: unknown; items: ReturnType<typeof errorItems> }

/** Rethrows sign-in and not-found errors (another adviser's item reads as unknown); else the failure's facts. */
export function failureOf(error: unknown, { passForbidden = true }: { passForbidden?: boolean } = {}): Failure {
  const e = error as GraphQLError;
  const code = e?.extensions?.code as string | undefined;
  if (!code) throw error;
  if (PASS_THROUGH.has(code) || (passForbidden && code === ErrorCode.FORBIDDEN)) throw error;
  const body = upstreamBodyOf(error);
  const status = typeof e.extensions.upstreamStatus === 'number' ? e.extensions.upstreamStatus : null;
  return { status, codes: errorCodes(body), body, items: errorItems(body) };
}
