// closeAccount (002 §8 Account closure): success, or the table's messages for the server codes. Who may close
// (FULL payment permission: the closure entitlement) is the policy's account.close, checked before this runs.
import type { MutationCloseAccountArgs } from '../resolvers-types.js';
import type { GraphQLError } from 'graphql';
import type { GatewayContext } from '../../context.js';
import { ErrorCode } from '../../errors.js';
import { upstreamBodyOf } from '../../upstream/map-error.js';
import { errorCodes } from '@gateway/kit/upstream-errors.js';
import { copyOf, text } from '../../copy.js';
import { requestClosure } from './api/intents.js';
import { closureMessages, closureReasons } from './closure-outcome.js';

export async function closeAccount(_: unknown, args: MutationCloseAccountArgs, ctx: GatewayContext) {
  const copy = copyOf(ctx);
  try {
    const { data } = await requestClosure(ctx.upstream, args.accountNumber);
    return { success: true, closureId: data.closure_id, status: data.status, codes: [], reasons: [], messages: [text(copy, 'closure.requested')] };
  } catch (error) {
    const e = error as GraphQLError;
    if (e?.extensions?.code === ErrorCode.UNAUTHENTICATED) throw error;
    // Unparseable bodies and failures in transit have neither codes nor a status: the generic message.
    const codes = errorCodes(upstreamBodyOf(error));
    const status = typeof e?.extensions?.upstreamStatus === 'number' ? e.extensions.upstreamStatus : null;
    const reasons = closureReasons(codes, status);
    return { success: false, closureId: null, status: null, codes: codes.length ? codes : status ? [String(status)] : [], reasons, messages: closureMessages(reasons, copy) };
  } finally {
    ctx.upstream.forgetCaller();
  }
}
