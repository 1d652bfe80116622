// One GraphQL request's policy reads, each made once: two mutations in one document (or a fact two checks
// share, like the account behind a payment) cost one upstream read. Keyed by the request's upstream binding,
// which useUpstream makes per request, so nothing outlives the request.
import type { RequestUpstream } from '../upstream/request-upstream.js';

const memos = new WeakMap<RequestUpstream, Map<string, Promise<unknown>>>();

export function memo<T>(upstream: RequestUpstream, key: string, read: () => Promise<T>): Promise<T> {
  let reads = memos.get(upstream);
  if (!reads) memos.set(upstream, (reads = new Map()));
  let hit = reads.get(key) as Promise<T> | undefined;
  if (!hit) {
    hit = read();
    reads.set(key, hit);
    // A failed read is not kept: a retry in the same request asks again.
    hit.catch(() => reads.delete(key));
  }
  return hit;
}
