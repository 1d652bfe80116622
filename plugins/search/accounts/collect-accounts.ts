// The dropdown shows at most 5 accounts and keeps fetching pages while fewer are found (000 §9): the
// gateway's primary/secondary dedupe (000 §5) can leave a page with fewer accounts than rows.
export const DROPDOWN_ACCOUNTS = 5;

export interface PageOf<T> {
  nodes: readonly T[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

/** Accounts so far plus a page, once each, capped; `more` says whether another page is worth asking for. */
export function addPage<T extends { accountId: string }>(found: readonly T[], page: PageOf<T>, cap = DROPDOWN_ACCOUNTS) {
  const seen = new Set(found.map((a) => a.accountId));
  const accounts = [...found];
  for (const node of page.nodes) {
    if (accounts.length >= cap) break;
    if (seen.has(node.accountId)) continue;
    seen.add(node.accountId);
    accounts.push(node);
  }
  const more = accounts.length < cap && page.pageInfo.hasNextPage && Boolean(page.pageInfo.endCursor);
  return { accounts, more, cursor: page.pageInfo.endCursor };
}
