// 002 §2 Status display, written once: an upstream task status -> display status -> label, pill and
// secondary label. The web draws what it is given.
//
// Pills (002 §2 names the styles, not who gets which): Received DEFAULT (nothing happening yet), Completed
// POSITIVE, In progress and Awaiting processing date INFO (moving, nothing to do), every For action WARNING
// (someone must act), Cancelled NEGATIVE, Reclassified DEFAULT (moved to another request).
import { ErrorCode, gatewayError } from '../../errors.js';
import { hasText, text, type Copy } from '../../copy.js';

export type CaseDisplayStatus =
  | 'RECEIVED' | 'COMPLETED' | 'IN_PROGRESS' | 'FOR_ACTION_ADVISER' | 'FOR_ACTION_CLIENT'
  | 'FOR_ACTION_EXTERNAL_PARTY' | 'AWAITING_PROCESSING_DATE' | 'CANCELLED' | 'RECLASSIFIED';
export type PillStyle = 'DEFAULT' | 'POSITIVE' | 'INFO' | 'WARNING' | 'NEGATIVE';

/** The 002 §2 table: display status -> the task statuses (002 §3 codes) it groups, in the table's order. */
export const STATUS_TABLE = {
  RECEIVED: ['RECEIVED', 'SUBMITTED'],
  COMPLETED: ['COMPLETED'],
  IN_PROGRESS: ['INPROGRESS', 'APPROVED', 'READY_FOR_COLLECTION', 'AWAITING_FUNDS_OR_ASSETS'],
  FOR_ACTION_ADVISER: ['AWAITING_ADVISER'],
  FOR_ACTION_CLIENT: ['PENDING_DOC_UPLOAD', 'AWAITING_CLIENT', 'AWAITING_CLIENT_APPROVAL', 'PENDING_APPROVAL', 'PARTIAL_APPROVED'],
  FOR_ACTION_EXTERNAL_PARTY: ['AWAITING_EXTERNAL_PARTY'],
  AWAITING_PROCESSING_DATE: ['AWAITING_PROCESSING_DATE'],
  CANCELLED: ['CANCELLED', 'DECLINED', 'FAILED'],
  RECLASSIFIED: ['RECLASSIFIED'],
} as const satisfies Record<CaseDisplayStatus, readonly string[]>;

export type TaskStatus = (typeof STATUS_TABLE)[CaseDisplayStatus][number];

export const PILLS: Record<CaseDisplayStatus, PillStyle> = {
  RECEIVED: 'DEFAULT',
  COMPLETED: 'POSITIVE',
  IN_PROGRESS: 'INFO',
  FOR_ACTION_ADVISER: 'WARNING',
  FOR_ACTION_CLIENT: 'WARNING',
  FOR_ACTION_EXTERNAL_PARTY: 'WARNING',
  AWAITING_PROCESSING_DATE: 'INFO',
  CANCELLED: 'NEGATIVE',
  RECLASSIFIED: 'DEFAULT',
};

/** Spaces, underscores, hyphens and case do not matter: 'in progress', 'INPROGRESS' and 'In_Progress' are one status. */
const compact = (status: string) => status.replace(/[\s_-]+/g, '').toUpperCase();

const BY_COMPACT = new Map<string, { code: TaskStatus; display: CaseDisplayStatus }>(
  (Object.entries(STATUS_TABLE) as [CaseDisplayStatus, readonly TaskStatus[]][]).flatMap(([display, codes]) =>
    codes.map((code) => [compact(code), { code, display }] as const),
  ),
);

/** The task status and its display status; an unknown status is an error (002 §2), never a guess. */
export function classifyStatus(raw: string | null | undefined): { code: TaskStatus; display: CaseDisplayStatus } {
  const found = raw ? BY_COMPACT.get(compact(raw)) : undefined;
  if (!found) throw gatewayError(ErrorCode.UPSTREAM_BAD_RESPONSE, `Unknown case status '${raw ?? ''}'`, { upstreamStatusCode: raw ?? null });
  return found;
}

/** The task statuses a display-status filter sends (each groups several). */
export const taskStatusesOf = (displays: readonly CaseDisplayStatus[]): TaskStatus[] => [...new Set(displays.flatMap((d) => STATUS_TABLE[d]))];

/** What the secondary label of a cancelled case depends on (002 §2 Secondary labels for Cancelled). */
export interface CancelFacts {
  /** cancellation_reason_code of the case, e.g. CANCELLED_EXPIRED. */
  cancellationReasonCode?: string | null;
  /** The name of an authoriser whose status is DECLINED. */
  decliningAuthoriser?: string | null;
  /** Whether the case is a rollover authority (its payload has that block, or its request name says so). */
  rolloverAuthority?: boolean;
  /** Who cancelled: the payload's update_detail.user_name, else the case's initiator. */
  cancelledBy?: string | null;
}

/**
 * The secondary label, in this order (the most specific fact first):
 * 1. AWAITING_FUNDS_OR_ASSETS: 'In progress: Awaiting funds or assets'.
 * 2. DECLINED with a declining authoriser: 'Cancelled: Denied by {authoriser}'.
 * 3. A rollover authority whose reason is CANCELLED_BY_ADVISER, with a name for who cancelled: 'Cancelled: Cancelled by {user}'.
 * 4. Any Cancelled-group status whose reason code has a title (requests.cancelReason.<CODE>): 'Cancelled: {title}'.
 * Otherwise none.
 */
export function secondaryLabel(code: TaskStatus, display: CaseDisplayStatus, facts: CancelFacts, copy: Copy): string | null {
  if (code === 'AWAITING_FUNDS_OR_ASSETS') return text(copy, 'requests.secondary.awaitingFunds');
  if (display !== 'CANCELLED') return null;
  if (code === 'DECLINED' && facts.decliningAuthoriser) return text(copy, 'requests.secondary.deniedBy', { authoriser: facts.decliningAuthoriser });
  const reason = facts.cancellationReasonCode?.trim();
  if (reason === 'CANCELLED_BY_ADVISER' && facts.rolloverAuthority && facts.cancelledBy) {
    return text(copy, 'requests.secondary.cancelledBy', { user: facts.cancelledBy });
  }
  const titleKey = `requests.cancelReason.${reason}`;
  if (reason && hasText(copy, titleKey)) return text(copy, 'requests.secondary.cancelledReason', { reason: text(copy, titleKey) });
  return null;
}

export interface CaseStatusView {
  code: TaskStatus;
  display: CaseDisplayStatus;
  label: string;
  pill: PillStyle;
  secondaryLabel: string | null;
}

export function caseStatus(raw: string | null | undefined, facts: CancelFacts, copy: Copy): CaseStatusView {
  const { code, display } = classifyStatus(raw);
  return { code, display, label: text(copy, `requests.status.${display}`), pill: PILLS[display], secondaryLabel: secondaryLabel(code, display, facts, copy) };
}
