// The case list, its filters, one case, its documents and the requests-in-progress summary.
import type { QueryResolvers } from '../resolvers-types.js';
import type { GatewayContext } from '../../context.js';
import { ErrorCode, gatewayError } from '../../errors.js';
import { getPrintableDocument, retrieveDocument } from './api/documents.js';
import { getIndexation } from '@gateway/kit/requests/indexation.js';
import { getInitiators, getTask, postSummary, searchTasks, type UpstreamAuthoriser, type UpstreamCase } from './api/task-centre.js';
import { checkId, ownCase } from './access.js';
import { taskStatusesOf } from './case-status.js';
import { copyOf } from '../../copy.js';
import { caseKeyword } from './keyword.js';
import { documentIdsOf, hasAccountsOrAdvisers, toCase, toCaseDetails, toRequestInProgress } from './map-case.js';
import { fromDate } from '@gateway/kit/period.js';
import { AWAITING_STATUSES, IN_PROGRESS_STATUSES } from './summary-statuses.js';

/** 002 §9: 25 a page from page 0, updated date descending, the last 30 days. */
const PAGE_SIZE = 25;
const MAX_PAGE_SIZE = 100;
const MAX_PAGE = 10_000;
const MAX_LIST_FILTER = 50;
const SORT_COLUMNS = { UPDATED_DATE: 'updated_date', CREATED_DATE: 'created_date', REQUEST_NAME: 'intent_name', STATUS: 'status' } as const;

const list = (values: readonly string[] | null | undefined, field: string) => {
  if (!values?.length) return undefined;
  if (values.length > MAX_LIST_FILTER || values.some((v) => v.length > 200)) throw gatewayError(ErrorCode.BAD_USER_INPUT, `${field} is too long`, { field });
  return [...new Set(values)];
};

function intArg(value: number | null | undefined, fallback: number, min: number, max: number, field: string): number {
  const n = value ?? fallback;
  if (!Number.isInteger(n) || n < min || n > max) throw gatewayError(ErrorCode.BAD_USER_INPUT, `${field} must be from ${min} to ${max}`, { field });
  return n;
}

/**
 * 002 §2: a declined case reads 'Cancelled: Denied by {authoriser}'. The bank's list carries no authorisers, so
 * the list reads the declined cases on the page (a few at most) for theirs, at once; one that cannot be read
 * keeps the plain 'Cancelled' rather than failing the list.
 */
async function decliningAuthorisers(ctx: GatewayContext, cases: readonly UpstreamCase[]): Promise<Map<string, UpstreamAuthoriser[]>> {
  const declined = cases.filter((c) => c.status?.toUpperCase() === 'DECLINED');
  const read = await Promise.all(declined.map((c) => getTask(ctx.upstream, c.intent_id).then((intent) => intent.authorisers ?? [], () => [])));
  return new Map(declined.map((c, i) => [c.intent_id, read[i]]));
}

export const caseQueries = {
  async cases(_, args, ctx) {
    const page = intArg(args.page, 0, 0, MAX_PAGE, 'page');
    const size = intArg(args.size, PAGE_SIZE, 1, MAX_PAGE_SIZE, 'size');
    const f = args.filter ?? {};
    const res = await searchTasks(
      ctx.upstream,
      { page, size, sortBy: SORT_COLUMNS[args.sort?.field ?? 'UPDATED_DATE'], sortOrder: (args.sort?.order ?? 'DESC') === 'ASC' ? 'asc' : 'desc' },
      {
        keyword: caseKeyword(f.keyword),
        from_date: fromDate(f.period ?? 'LAST_30_DAYS', ctx.settings.now()),
        status: f.statuses?.length ? taskStatusesOf(f.statuses) : undefined,
        request_names: list(f.requestNames, 'requestNames'),
        initiator_macs: list(f.initiators, 'initiators'),
      },
    );
    const copy = copyOf(ctx);
    const shown = res.content.filter(hasAccountsOrAdvisers);
    const declining = await decliningAuthorisers(ctx, shown);
    return {
      nodes: shown.map((c) => toCase(c, copy, declining.get(c.intent_id))),
      pageNumber: res.page_number,
      pageSize: res.page_size ?? size,
      totalCount: res.total_elements,
      hasNextPage: res.page_number + 1 < res.total_pages,
    };
  },

  /** 002 §2 Created-by: the current user's option first. */
  async caseInitiators(_, __, ctx) {
    const options = (await getInitiators(ctx.upstream)).map((o) => ({ label: o.label, value: o.value, currentUser: o.current_user === true }));
    return [...options.filter((o) => o.currentUser), ...options.filter((o) => !o.currentUser)];
  },

  async caseRequestNames(_, __, ctx) {
    return [...new Set((await getIndexation(ctx.upstream)).map((r) => r.process))].sort((a, b) => a.localeCompare(b));
  },

  async caseDetails(_, args, ctx) {
    return toCaseDetails(await ownCase(ctx, args.intentId), copyOf(ctx));
  },

  /** The document must be one of the case's (read through the case, which is the user's or NOT_FOUND). */
  async caseDocumentFile(_, args, ctx) {
    const documentId = checkId(args.documentId, 'documentId');
    const intent = await ownCase(ctx, args.intentId);
    if (!documentIdsOf(intent).has(documentId)) throw gatewayError(ErrorCode.NOT_FOUND, 'No such document on this case', { field: 'documentId' });
    const file = await retrieveDocument(ctx.upstream, intent.intent_id, documentId);
    return { fileName: file.fileName, contentType: file.contentType, base64: file.base64 };
  },

  async caseSignDocument(_, args, ctx) {
    return getPrintableDocument(ctx.upstream, checkId(args.intentId, 'intentId'));
  },

  async requestsInProgress(_, args, ctx) {
    const user = await ctx.loaders.userDetails();
    const res = await postSummary(ctx.upstream, {
      from_date: fromDate('LAST_30_DAYS', ctx.settings.now()),
      awaiting_statuses: AWAITING_STATUSES,
      in_progress_statuses: IN_PROGRESS_STATUSES,
      last_login_date_time: user.lastLogin ?? user.securityAttributes?.lastLogin ?? null,
      initiated_by: args.initiatedBy ?? 'ALL',
    });
    const copy = copyOf(ctx);
    const map = (items: Parameters<typeof toRequestInProgress>[0][] | undefined) => (items ?? []).map((i) => toRequestInProgress(i, copy));
    return { awaiting: map(res.awaiting), inProgress: map(res.in_progress), recentUpdated: map(res.recent_updated) };
  },
} satisfies QueryResolvers;
