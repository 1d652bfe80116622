// Creating, cancelling and following up cases; resending and modifying authorisers' challenges; attachments
// and the signed document. Each per-case mutation reads the case first: another adviser's is NOT_FOUND.
import type { MutationResolvers } from '../resolvers-types.js';
import type { GraphQLError } from 'graphql';
import type { GatewayContext } from '../../context.js';
import { ErrorCode, gatewayError } from '../../errors.js';
import { upstreamBodyOf } from '../../upstream/map-error.js';
import { modifyCase } from './api/casemaint.js';
import { patchFollowUps, postDocuments } from './api/task-centre.js';
import { cancelIntent, postSignedDocument, rcCreate, resendNotification } from './api/traverse.js';
import { getClientById } from './api/get-client-by-id.js';
import { errorCodes } from '@gateway/kit/upstream-errors.js';
import type { UpstreamIntent } from './api/task-centre.js';
import { checkFile, checkFiles } from './attachments.js';
import { checkId, indexationRow, ownAccount, ownCase } from './access.js';
import { caseStatus } from './case-status.js';
import { copyOf } from '../../copy.js';
import { toCaseDetails, toDocument } from './map-case.js';
import { modifyResult } from './modify-outcome.js';
import { requestProductType } from './product-type.js';

const MAX_TEXT = 4000;
const MAX_RESPONSES = 20;

/** C0 and C1 controls but tab and line breaks, and the invisible bidirectional and zero-width marks (the bank refuses them too). */
// eslint-disable-next-line no-control-regex
const HIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/;

function textArg(value: string | null | undefined, field: string): string | undefined {
  if (value == null) return undefined;
  if (value.length > MAX_TEXT) throw gatewayError(ErrorCode.BAD_USER_INPUT, `${field} must be at most ${MAX_TEXT} characters`, { field });
  if (HIDDEN.test(value)) throw gatewayError(ErrorCode.BAD_USER_INPUT, `${field} contains an invisible or control character`, { field });
  return value.trim() || undefined;
}

function authoriserOf(intent: UpstreamIntent, activityId: string) {
  const found = (intent.authorisers ?? []).find((a) => a.activity_id === activityId);
  if (!found) throw gatewayError(ErrorCode.NOT_FOUND, 'No such authoriser on this case', { field: 'activityId' });
  return found;
}

/** Sign-in and ownership failures are errors; any other failure is the outcome its codes say (002 §4). */
function outcomeCodeOf(error: unknown): string | null {
  const code = (error as GraphQLError).extensions?.code;
  if (code === ErrorCode.UNAUTHENTICATED || code === ErrorCode.FORBIDDEN || code === ErrorCode.NOT_FOUND) throw error;
  return errorCodes(upstreamBodyOf(error))[0] ?? null;
}

async function challengeResult(ctx: GatewayContext, args: { intentId: string; activityId: string }, call: (intent: UpstreamIntent) => Promise<string | null>) {
  const intent = await ownCase(ctx, args.intentId);
  const authoriser = authoriserOf(intent, checkId(args.activityId, 'activityId'));
  let code: string | null;
  try {
    code = await call(intent);
  } catch (error) {
    code = outcomeCodeOf(error);
  }
  const user = await ctx.loaders.userDetails();
  return modifyResult(code, { authoriserName: authoriser.authoriser_name, brand: user.brand }, copyOf(ctx));
}

export const caseMutations = {
  async createCase(_, args, ctx) {
    const i = args.input;
    const files = i.attachments?.length ? checkFiles(i.attachments, 'attachments') : undefined;
    const additional = textArg(i.additionalInformation, 'additionalInformation');
    const [account, row, client] = await Promise.all([
      ownAccount(ctx, i.accountNumber),
      indexationRow(ctx, checkId(i.subCategoryId, 'subCategoryId')),
      i.contactId ? getClientById(ctx.upstream, checkId(i.contactId, 'contactId'), ctx.caller.badge) : Promise.resolve(null),
    ]);
    if (i.contactId && !client) throw gatewayError(ErrorCode.NOT_FOUND, 'No such client', { field: 'contactId' });
    // A row for the account's product type, as requestCategories offers; the access the row asks is the policy's
    // (request.create, checked before this runs).
    const productType = requestProductType(account.productCode);
    if (!productType || !row.product_types.includes(productType)) {
      throw gatewayError(ErrorCode.FORBIDDEN, 'This request is not available for this account', { field: 'subCategoryId' });
    }
    const { details } = await rcCreate(ctx.upstream, {
      account_number: account.accountNumber,
      client_id: client?.contact_id,
      indexation_id: String(row.id),
      category: row.category,
      sub_category: row.sub_category,
      process: row.process,
      subprocess: row.subprocess ?? null,
      additional_information: additional,
      files,
    });
    return {
      intentId: details.intentId,
      caseId: details.caseID ?? null,
      requestId: details.requestId ?? null,
      isGeneralRequestType: details.isGeneralRequestType === true,
      createdDateTime: details.createdDateTime,
      sla: details.sla ?? null,
      eta: details.eta ?? null,
      result: details.result,
    };
  },

  async cancelCase(_, args, ctx) {
    const res = await cancelIntent(ctx.upstream, checkId(args.intentId, 'intentId'));
    return { intentId: res.intent_id, status: caseStatus(res.status, { cancellationReasonCode: 'CANCELLED_BY_ADVISER' }, copyOf(ctx)) };
  },

  resendAuthorisation(_, args, ctx) {
    return challengeResult(ctx, args, async (intent) => {
      await resendNotification(ctx.upstream, intent.intent_id, args.activityId);
      return 'SUCCESS';
    });
  },

  modifyCase(_, args, ctx) {
    return challengeResult(ctx, args, async (intent) => (await modifyCase(ctx.upstream, { intent_id: intent.intent_id, activity_id: args.activityId, action: args.action })).outcomeCode);
  },

  async attachCaseDocuments(_, args, ctx) {
    const files = checkFiles(args.files);
    const intent = await ownCase(ctx, args.intentId);
    const documents = (await postDocuments(ctx.upstream, intent.intent_id, files)).map((d) => toDocument(d));
    return { documents, malwareFileNames: documents.filter((d) => d.malware).map((d) => d.documentName) };
  },

  /** 002 §4: sent only with a case and at least one response; each response answers a pending follow-up of this case. */
  async submitFollowUpResponses(_, args, ctx) {
    if (!args.responses.length) throw gatewayError(ErrorCode.BAD_USER_INPUT, 'Give at least one follow-up response', { field: 'responses' });
    if (args.responses.length > MAX_RESPONSES) throw gatewayError(ErrorCode.BAD_USER_INPUT, `At most ${MAX_RESPONSES} responses`, { field: 'responses' });
    const intent = await ownCase(ctx, args.intentId);
    const followUps = new Set((intent.follow_ups ?? []).map((f) => f.id));
    const documents = new Set((intent.documents ?? []).map((d) => d.document_id));
    const body = args.responses.map((r) => {
      if (!followUps.has(r.followUpId)) throw gatewayError(ErrorCode.NOT_FOUND, 'No such follow-up on this case', { field: 'followUpId' });
      const content = textArg(r.responseContent, 'responseContent');
      if (!content) throw gatewayError(ErrorCode.BAD_USER_INPUT, 'A response needs some text', { field: 'responseContent' });
      const documentIds = r.documentIds?.length ? [...new Set(r.documentIds)] : undefined;
      if (documentIds?.some((id) => !documents.has(id))) throw gatewayError(ErrorCode.NOT_FOUND, 'No such document on this case', { field: 'documentIds' });
      return { followUpId: r.followUpId, responseContent: content, ...(documentIds ? { documentIds } : {}) };
    });
    const res = await patchFollowUps(ctx.upstream, intent.intent_id, body);
    return { caseId: res.data.caseId, caseStatus: caseStatus(res.data.caseStatus, {}, copyOf(ctx)), serverTime: res.meta?.serverTime ?? null };
  },

  async submitSignedDocument(_, args, ctx) {
    const file = checkFile(args.file);
    const intent = await ownCase(ctx, args.intentId);
    await postSignedDocument(ctx.upstream, { intent_id: intent.intent_id, ...file });
    return toCaseDetails(await ownCase(ctx, intent.intent_id), copyOf(ctx));
  },
} satisfies MutationResolvers;
