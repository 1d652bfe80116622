// The task-centre calls (002 §7 Request Centre), one function per call; documents are the sandbox's paths
// (002 leaves them unshown; sandbox/README.md). The indexation table is in the kit (the policy reads it too).
import type { RequestUpstream } from '@gateway/upstream/request-upstream.js';
import type {
  UpstreamCase, UpstreamDocument, UpstreamFile, UpstreamIntent, UpstreamSummaryItem,
} from './upstream-types.js';

const BASE = '/api/wealth/task-centre/v1';
const task = (intentId: string) => `${BASE}/tasks/${encodeURIComponent(intentId)}`;

export interface TaskSearchBody {
  keyword?: string;
  from_date?: string;
  adviser_codes?: string[];
  initiator_macs?: string[];
  request_names?: string[];
  event_names?: string[];
  status?: string[];
}

export interface TaskSearchPage {
  content: UpstreamCase[];
  page_number: number;
  page_size: number;
  total_elements: number;
  total_pages: number;
}

export async function searchTasks(
  upstream: RequestUpstream,
  query: { page: number; size: number; sortBy: string; sortOrder: 'asc' | 'desc' },
  body: TaskSearchBody,
): Promise<TaskSearchPage> {
  const res = await upstream.post<{ data: TaskSearchPage }>(`${BASE}/tasks/search`, {
    query: { page: query.page, size: query.size, 'sort-by': query.sortBy, 'sort-order': query.sortOrder },
    json: body,
  });
  return res.data;
}

export async function getTask(upstream: RequestUpstream, intentId: string): Promise<UpstreamIntent> {
  return (await upstream.get<{ data: { intent: UpstreamIntent } }>(task(intentId))).data.intent;
}

export interface FollowUpResponseBody {
  followUpId: string;
  responseContent: string;
  documentIds?: string[];
}

export async function patchFollowUps(upstream: RequestUpstream, intentId: string, followUpResponses: FollowUpResponseBody[]) {
  return upstream.call<{ data: { caseId: string; caseStatus: string }; meta?: { serverTime?: string } }>({
    method: 'PATCH',
    path: `${task(intentId)}/follow-ups`,
    json: { followUpResponses },
  });
}

export async function getInitiators(upstream: RequestUpstream) {
  const res = await upstream.get<{ data: { options: Array<{ label: string; value: string; current_user: boolean }> } }>(`${BASE}/tasks/initiators`);
  return res.data.options;
}

export interface SummaryBody {
  from_date?: string;
  awaiting_statuses: string[];
  in_progress_statuses: string[];
  last_login_date_time?: string | null;
  initiated_by: 'ALL' | 'ME';
}

export async function postSummary(upstream: RequestUpstream, body: SummaryBody) {
  const res = await upstream.post<{ data: { awaiting?: UpstreamSummaryItem[]; in_progress?: UpstreamSummaryItem[]; recent_updated?: UpstreamSummaryItem[] } }>(
    `${BASE}/tasks/summary`,
    { json: body },
  );
  return res.data;
}

export async function postDocuments(upstream: RequestUpstream, intentId: string, files: UpstreamFile[]): Promise<UpstreamDocument[]> {
  return (await upstream.post<{ data: { documents: UpstreamDocument[] } }>(`${task(intentId)}/documents`, { json: { files } })).data.documents;
}
