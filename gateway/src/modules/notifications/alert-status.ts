// How an alert's status and icon derive (001 §3 "Alert status values", §4 "Alert status derivation"; 002 §2
// "Alert text to status"): the text rules first, then the category, then the status text the upstream sent.
// Written once, here; the web shows the label and icon it is given.

export const ALERT_STATUSES = [
  'COMPLETED', 'CREATED', 'IN_PROGRESS', 'CANCELLED', 'NOT_COMPLETED_AWAITING_ADVISER', 'DENIED',
  'AWAITING_ADVISER', 'AWAITING_CLIENT_APPROVAL', 'WARNING', 'RECEIVED',
] as const;
export type AlertStatus = (typeof ALERT_STATUSES)[number];

export type AlertIcon = 'SUCCESS' | 'INFO' | 'ERROR' | 'DENIED' | 'PENDING' | 'WARNING' | 'MONEY';

/** The labels the status values read as (001 §3, sentence case as the specification writes them). */
export const STATUS_LABELS: Record<AlertStatus, string> = {
  COMPLETED: 'Completed',
  CREATED: 'Created',
  IN_PROGRESS: 'In progress',
  CANCELLED: 'Cancelled',
  NOT_COMPLETED_AWAITING_ADVISER: 'Not completed awaiting adviser',
  DENIED: 'Denied',
  AWAITING_ADVISER: 'Awaiting adviser',
  AWAITING_CLIENT_APPROVAL: 'Awaiting client approval',
  WARNING: 'Warning',
  RECEIVED: 'Received',
};

/** Icon by status (001 §3); no status reads as info. */
export const STATUS_ICONS: Record<AlertStatus, AlertIcon> = {
  COMPLETED: 'SUCCESS',
  CREATED: 'INFO',
  IN_PROGRESS: 'INFO',
  CANCELLED: 'ERROR',
  NOT_COMPLETED_AWAITING_ADVISER: 'ERROR',
  DENIED: 'DENIED',
  AWAITING_ADVISER: 'PENDING',
  AWAITING_CLIENT_APPROVAL: 'PENDING',
  WARNING: 'WARNING',
  RECEIVED: 'MONEY',
};

/**
 * The text rules, in order: a rule applies when the text names its subject; its phrases are tried in order.
 * Matching is case-insensitive. The subjects are the back office's wordings of the four kinds of alert text.
 */
const TEXT_RULES: { subject: RegExp; phrases: [string, AlertStatus][] }[] = [
  { subject: /account closure request/i, phrases: [['unable to process', 'DENIED'], ['complete', 'COMPLETED']] },
  { subject: /term deposit instruction/i, phrases: [['has been processed', 'COMPLETED'], ['has been cancelled', 'DENIED'], ['complete', 'RECEIVED']] },
  { subject: /rollover from (an )?external account/i, phrases: [['has been cancelled', 'DENIED'], ['to receive the rollover', 'COMPLETED']] },
  { subject: /^\s*your request\b/i, phrases: [['needs your action on a pending task.', 'AWAITING_ADVISER'], ['is awaiting action.', 'AWAITING_CLIENT_APPROVAL']] },
];

/** Categories (001 §3) to status: completion, approved and security-preference categories; creation and submitted; rejected; alert_warning. */
export function statusFromCategory(category: string): AlertStatus | null {
  const c = category.toLowerCase();
  if (c.endsWith('_completion') || c === 'completed' || c === 'approved' || c === 'actionable_open_security_settings') return 'COMPLETED';
  if (c.endsWith('_creation') || c === 'submitted') return 'CREATED';
  if (c === 'rejected') return 'DENIED';
  if (c === 'alert_warning') return 'WARNING';
  return null;
}

/** The upstream's own status text ('awaiting client approval', 'in progress', ...), when it is one of the ten. */
export function statusFromUpstream(status: string | null | undefined): AlertStatus | null {
  if (!status) return null;
  const key = status.trim().toUpperCase().replace(/[\s-]+/g, '_');
  return (ALERT_STATUSES as readonly string[]).includes(key) ? (key as AlertStatus) : null;
}

export function deriveAlertStatus(text: string, category: string, upstreamStatus?: string | null): AlertStatus | null {
  for (const rule of TEXT_RULES) {
    if (!rule.subject.test(text)) continue;
    const lower = text.toLowerCase();
    const hit = rule.phrases.find(([phrase]) => lower.includes(phrase));
    if (hit) return hit[1];
  }
  return statusFromCategory(category) ?? statusFromUpstream(upstreamStatus);
}

export function alertIcon(status: AlertStatus | null): AlertIcon {
  return status ? STATUS_ICONS[status] : 'INFO';
}
