// The task-centre calls (002 §7 Request Centre), one function per call; documents are the sandbox's paths
// (002 leaves them unshown; sandbox/README.md). The indexation table is in the kit (the policy reads it too).
import type { RequestUpstream } from '@gateway/upstream/request-upstream.js';
import type { UpstreamBody, UpstreamQuery, UpstreamResponse } from '@gateway/upstream/upstream-api.js';

const SEARCH = '/api/wealth/task-centre/v1/tasks/search';
const TASK = '/api/wealth/task-centre/v1/tasks/{intentId}';
const SUMMARY = '/api/wealth/task-centre/v1/tasks/summary';
const DOCUMENTS = '/api/wealth/task-centre/v1/tasks/{intentId}/documents';

export type TaskSearchBody = UpstreamBody<typeof SEARCH>;
export type TaskSearchPage = UpstreamResponse<typeof SEARCH, 'post'>['data'];
/** A case of the list (tasks/search content item). */
export type UpstreamCase = TaskSearchPage['content'][number];
/** One case with everything (GET tasks/{intentId}). */
export type UpstreamIntent = UpstreamResponse<typeof TASK>['data']['intent'];
export type UpstreamAuthoriser = NonNullable<UpstreamIntent['authorisers']>[number];
export type UpstreamFollowUp = NonNullable<UpstreamIntent['follow_ups']>[number];
export type UpstreamDocument = NonNullable<UpstreamIntent['documents']>[number];
export type UpstreamHistoryEvent = NonNullable<UpstreamIntent['history']>[number];
export type SummaryBody = UpstreamBody<typeof SUMMARY>;
export type UpstreamSummaryItem = NonNullable<UpstreamResponse<typeof SUMMARY, 'post'>['data']['awaiting']>[number];
/** A file as the upload calls take it (base64 content). */
export type UpstreamFile = NonNullable<NonNullable<UpstreamBody<typeof DOCUMENTS>['files']>[number]>;
export type FollowUpResponseBody = NonNullable<NonNullable<UpstreamBody<'/api/wealth/task-centre/v1/tasks/{id}/follow-ups', 'patch'>['followUpResponses']>[number]>;
export type { IndexationRow } from '@gateway/kit/requests/indexation.js';

export async function searchTasks(
  upstream: RequestUpstream,
  query: { page: number; size: number; sortBy: NonNullable<UpstreamQuery<typeof SEARCH, 'post'>['sort-by']>; sortOrder: 'asc' | 'desc' },
  body: TaskSearchBody,
): Promise<TaskSearchPage> {
  const res = await upstream.api.POST(SEARCH, {
    params: { query: { page: query.page, size: query.size, 'sort-by': query.sortBy, 'sort-order': query.sortOrder } },
    body,
  });
  return res.data;
}

export async function getTask(upstream: RequestUpstream, intentId: string): Promise<UpstreamIntent> {
  return (await upstream.api.GET(TASK, { params: { path: { intentId } } })).data.intent;
}

export async function patchFollowUps(upstream: RequestUpstream, intentId: string, followUpResponses: FollowUpResponseBody[]) {
  return upstream.api.PATCH('/api/wealth/task-centre/v1/tasks/{id}/follow-ups', { params: { path: { id: intentId } }, body: { followUpResponses } });
}

export async function getInitiators(upstream: RequestUpstream) {
  const res = await upstream.api.GET('/api/wealth/task-centre/v1/tasks/initiators');
  return res.data.options;
}

export async function postSummary(upstream: RequestUpstream, body: SummaryBody) {
  const res = await upstream.api.POST(SUMMARY, { body });
  return res.data;
}

export async function postDocuments(upstream: RequestUpstream, intentId: string, files: UpstreamFile[]): Promise<UpstreamDocument[]> {
  return (await upstream.api.POST(DOCUMENTS, { params: { path: { intentId } }, body: { files } })).data.documents;
}
