// The content system's news (sandbox/README.md "News"; paths are ours, 001 §7 does not show them).
import type { RequestUpstream } from '@gateway/upstream/request-upstream.js';
import type { UpstreamResponse } from '@gateway/upstream/upstream-api.js';

const LIST = '/api/wealth/content/v1/news/{type}/articles';
const ARTICLE = '/api/wealth/content/v1/news/articles/{id}';

export type UpstreamNewsType = 'product-news' | 'investment-news' | 'investment-strategy' | 'education';
export type UpstreamNewsSummary = UpstreamResponse<typeof LIST>['data']['articles'][number];
export type UpstreamNewsArticle = UpstreamResponse<typeof ARTICLE>['data'];

export async function getNewsList(upstream: RequestUpstream, type: UpstreamNewsType): Promise<UpstreamNewsSummary[]> {
  const res = await upstream.api.GET(LIST, { params: { path: { type } } });
  return res.data.articles ?? [];
}

export async function getNewsArticle(upstream: RequestUpstream, id: string): Promise<UpstreamNewsArticle> {
  const res = await upstream.api.GET(ARTICLE, { params: { path: { id } } });
  return res.data;
}
