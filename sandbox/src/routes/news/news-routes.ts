// The content system's news (paths are ours; 001 §7 does not show them). Content is not the adviser's data:
// every signed-in caller reads the same articles and the portal applies the brand rules (001 §5). One path per
// content type, so one list can fail (a fault on its path) while the others load.
//   GET /api/wealth/content/v1/news/{type}/articles  summaries, newest first (no bodies)
//   GET /api/wealth/content/v1/news/articles/{id}    one article with its HTML body
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/http-error.js';
import { ARTICLES, NEWS_TYPES, type NewsArticle, type NewsType } from './articles.js';
import { type RequestOf } from '../../http/route-schema.js';
import { article, articlesOfType } from './schemas.js';

const BASE = '/wealth/content/v1/news';

const summary = ({ body: _body, ...rest }: NewsArticle) => rest;

export function registerNewsRoutes(api: FastifyInstance): void {
  api.get<RequestOf<typeof articlesOfType>>(`${BASE}/:type/articles`, { schema: articlesOfType }, async (request) => {
    const type = request.params.type as NewsType;
    if (!NEWS_TYPES.includes(type)) throw notFound();
    const articles = ARTICLES.filter((a) => a.type === type)
      .sort((a, b) => b.publishedDate.localeCompare(a.publishedDate) || a.id.localeCompare(b.id))
      .map(summary);
    return { data: { type, articles } };
  });

  api.get<RequestOf<typeof article>>(`${BASE}/articles/:id`, { schema: article }, async (request) => {
    const article = ARTICLES.find((a) => a.id === request.params.id);
    if (!article) throw notFound();
    return { data: article };
  });
}
