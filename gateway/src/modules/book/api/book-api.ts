import type { RequestUpstream } from '@gateway/upstream/request-upstream.js';
import type { UpstreamResponse } from '@gateway/upstream/upstream-api.js';

const BOOK = '/api/intermediary-accounts/v1/intermediaries/{mac}/book';
const PREFERENCES = '/api/intermediary-accounts/v1/book/preferences';

export type UpstreamBook = UpstreamResponse<typeof BOOK>;

/** GET the book: the whole dashboard card in one call (sandbox/README.md "The book"). */
export function getBook(upstream: RequestUpstream, mac: string): Promise<UpstreamBook> {
  return upstream.api.GET(BOOK, { params: { path: { mac } } });
}

export async function putLowCashThreshold(upstream: RequestUpstream, threshold: number): Promise<void> {
  await upstream.api.PUT(PREFERENCES, { body: { low_cash_threshold: threshold } });
}
