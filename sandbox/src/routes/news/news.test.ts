import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTICLES, NEWS_TYPES, PRODUCT_KEYS } from './articles.js';
import { registerNewsRoutes } from './news-routes.js';

const app = Fastify();
beforeAll(async () => {
  await app.register(async (api) => registerNewsRoutes(api), { prefix: '/api' });
  await app.ready();
});
afterAll(() => app.close());

const get = (url: string) => app.inject({ method: 'GET', url: `/api/wealth/content/v1/news${url}` });

describe('news content', () => {
  it('lists each type newest first, summaries without bodies', async () => {
    for (const type of NEWS_TYPES) {
      const res = await get(`/${type}/articles`);
      expect(res.statusCode).toBe(200);
      const { articles } = res.json().data as { articles: { type: string; publishedDate: string; body?: string }[] };
      expect(articles.length).toBe(ARTICLES.filter((a) => a.type === type).length);
      expect(articles.every((a) => a.type === type && a.body === undefined)).toBe(true);
      const dates = articles.map((a) => a.publishedDate);
      expect(dates).toEqual([...dates].sort().reverse());
    }
  });

  it('answers an article with its HTML body, and 404 for an unknown id or type', async () => {
    const res = await get('/articles/pn-2026-maintenance');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.body).toContain('<script>');
    expect((await get('/articles/nope')).statusCode).toBe(404);
    expect((await get('/gossip/articles')).statusCode).toBe(404);
  });

  it('tags articles only with the product keys of 001 §3, and ids are unique', () => {
    expect(new Set(ARTICLES.map((a) => a.id)).size).toBe(ARTICLES.length);
    for (const a of ARTICLES) for (const tag of a.productTags) expect(PRODUCT_KEYS).toContain(tag);
  });
});
