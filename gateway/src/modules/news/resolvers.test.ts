import { describe, expect, it } from 'vitest';
import type { GatewayContext } from '../../context.js';
import { ErrorCode, gatewayError } from '../../errors.js';
import { newsResolvers } from './resolvers.js';
import { createUpstreamApi } from '../../upstream/upstream-api.js';

const user = { mac: 'M1', brand: 'mgl', childBadge: 'MacquarieWrap', badges: ['MacquarieWrap'], supportedBrandProducts: { mgl: ['Wrap'] } };
const summary = (id: string, type: string, publishedDate: string, productTags: string[], tags: string[] = []) => ({ id, type, title: id, summary: '', publishedDate, productTags, badgeTags: [], tags });

function ctx(get: (path: string) => unknown) {
  return {
    caller: { token: 't' },
    loaders: { userDetails: async () => user },
    upstream: { api: createUpstreamApi(async (req) => get(req.path)) },
  } as unknown as GatewayContext;
}

describe('news', () => {
  it('flags a failed list and leaves the others', async () => {
    const news = await newsResolvers.Query.news({}, {}, ctx((path) => {
      if (path.includes('/investment-news/')) throw gatewayError(ErrorCode.UPSTREAM_UNAVAILABLE, 'down');
      const type = path.split('/').at(-2) ?? '';
      return { data: { articles: [summary(`${type}-1`, type, '2026-11-01', ['wrap'], ['bfs:investment-updates'])] } };
    }));
    expect(news.investmentNews).toMatchObject({ isErrorOccurred: true, articles: [], featured: [] });
    expect(news.productNews).toMatchObject({ isErrorOccurred: false, featured: [{ id: 'product-news-1', type: 'PRODUCT_NEWS' }] });
    expect(news.education.articles).toHaveLength(1);
    expect(news.usersProducts).toEqual(['wrap', 'macquarieWrap']);
  });

  it('lets a sign-in problem fail the whole answer', async () => {
    await expect(newsResolvers.Query.news({}, {}, ctx(() => {
      throw gatewayError(ErrorCode.UNAUTHENTICATED, 'expired');
    }))).rejects.toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
  });

  it('answers NOT_FOUND for an article the rules hide', async () => {
    const article = { ...summary('x', 'product-news', '2026-11-01', ['growWrap']), body: '<p>x</p>' };
    await expect(newsResolvers.Query.newsArticle({}, { id: 'x' }, ctx(() => ({ data: article })))).rejects.toMatchObject({ extensions: { code: 'NOT_FOUND' } });
    const shown = await newsResolvers.Query.newsArticle({}, { id: 'x' }, ctx(() => ({ data: { ...article, productTags: ['wrap'] } })));
    expect(shown).toMatchObject({ id: 'x', type: 'PRODUCT_NEWS', body: '<p>x</p>' });
  });
});
