// 002 §2 Case history display: starts with Submitted at the intent's creation; the history's own submitted
// and received events are skipped; consecutive events of one type merge into one (it keeps the latest
// timestamp, when the case last showed that state, and the union of follow-up ids and authorisers); each
// event carries the ids of the follow-ups it concerns, of those the case lists.
import type { UpstreamHistoryEvent } from './api/task-centre.js';

export interface HistoryEvent {
  type: string;
  timestamp: string;
  followUpIds: string[];
  authorisers: string[];
}

const SKIPPED = new Set(['SUBMITTED', 'RECEIVED']);
const typeOf = (raw: string) => raw.trim().toUpperCase().replace(/[\s-]+/g, '_');
const authoriserName = (a: string | { authoriser_name?: string }) => (typeof a === 'string' ? a : (a.authoriser_name ?? ''));
const union = (a: string[], b: string[]) => [...new Set([...a, ...b])];

/** The document's event, read leniently: the lists may be missing, and an authoriser may come as { authoriser_name }. */
type HistoryEventIn = Omit<UpstreamHistoryEvent, 'follow_up_ids' | 'authorisers'> & {
  follow_up_ids?: readonly string[] | null;
  authorisers?: ReadonlyArray<string | { authoriser_name?: string }> | null;
};

export function caseHistory(createdAt: string, events: readonly HistoryEventIn[], followUpIds?: readonly string[]): HistoryEvent[] {
  const known = followUpIds ? new Set(followUpIds) : null;
  const out: HistoryEvent[] = [{ type: 'SUBMITTED', timestamp: createdAt, followUpIds: [], authorisers: [] }];
  const ordered = events
    .map((e, i) => ({ e, i }))
    .sort((a, b) => Date.parse(a.e.timestamp) - Date.parse(b.e.timestamp) || a.i - b.i)
    .map(({ e }) => e);
  for (const e of ordered) {
    const type = typeOf(e.type);
    if (SKIPPED.has(type)) continue;
    const ids = (e.follow_up_ids ?? []).filter((id) => !known || known.has(id));
    const names = (e.authorisers ?? []).map(authoriserName).filter(Boolean);
    const last = out[out.length - 1];
    if (out.length > 1 && last.type === type) {
      out[out.length - 1] = { type, timestamp: e.timestamp, followUpIds: union(last.followUpIds, ids), authorisers: union(last.authorisers, names) };
    } else {
      out.push({ type, timestamp: e.timestamp, followUpIds: [...new Set(ids)], authorisers: [...new Set(names)] });
    }
  }
  return out;
}
