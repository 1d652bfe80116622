// The content system's news (sandbox/README.md "News"; paths are ours, 001 §7 does not show them).
import type { RequestUpstream } from '@gateway/upstream/request-upstream.js';

export type UpstreamNewsType = 'product-news' | 'investment-news' | 'investment-strategy' | 'education';

export interface UpstreamNewsSummary {
  id: string;
  type: UpstreamNewsType;
  title: string;
  summary: string;
  publishedDate: string;
  author?: string | null;
  productTags: string[];
  badgeTags: string[];
  tags: string[];
}

export interface UpstreamNewsArticle extends UpstreamNewsSummary {
  body: string;
}

const BASE = '/api/wealth/content/v1/news';

export async function getNewsList(upstream: RequestUpstream, type: UpstreamNewsType): Promise<UpstreamNewsSummary[]> {
  const res = await upstream.get<{ data: { articles: UpstreamNewsSummary[] } }>(`${BASE}/${type}/articles`);
  return res.data.articles ?? [];
}

export async function getNewsArticle(upstream: RequestUpstream, id: string): Promise<UpstreamNewsArticle> {
  const res = await upstream.get<{ data: UpstreamNewsArticle }>(`${BASE}/articles/${encodeURIComponent(id)}`);
  return res.data;
}
