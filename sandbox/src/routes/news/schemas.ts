// News content's contract. The specification shows no paths for news content: these are ours. Every signed-in
// caller reads the same articles; the portal applies the brand rules.
import { routeSchema } from '../../http/route-schema.js';
import { NEWS_TYPES, PRODUCT_KEYS } from './articles.js';

const summaryFields = {
  id: { type: 'string' },
  type: { type: 'string', enum: NEWS_TYPES },
  title: { type: 'string' },
  summary: { type: 'string', description: 'A sentence or two for the list.' },
  publishedDate: { type: 'string', format: 'date', description: 'yyyy-MM-dd.' },
  author: { type: 'string' },
  productTags: { type: 'array', items: { type: 'string', enum: PRODUCT_KEYS }, description: 'The products the article is about: the portal shows it to users with one of them.' },
  badgeTags: { type: 'array', items: { type: 'string' }, description: 'The badges the article is for (empty: every badge).' },
  tags: { type: 'array', items: { type: 'string' }, description: 'Topics.' },
} as const;
const summaryRequired = ['id', 'type', 'title', 'summary', 'publishedDate', 'author', 'productTags', 'badgeTags', 'tags'] as const;

export const articlesOfType = routeSchema({
  summary: 'News articles of a content type',
  description: 'Summaries without bodies, newest first. One path per content type, so one list can fail while the others load.',
  params: { type: 'object', properties: { type: { type: 'string', description: `The content type: ${NEWS_TYPES.join(', ')} (another answers 404).` } }, required: ['type'] },
  response: {
    200: {
      type: 'object',
      properties: {
        data: {
          type: 'object',
          properties: {
            type: { type: 'string', enum: NEWS_TYPES },
            articles: { type: 'array', items: { type: 'object', properties: summaryFields, required: summaryRequired } },
          },
          required: ['type', 'articles'],
        },
      },
      required: ['data'],
    },
  },
});

export const article = routeSchema({
  summary: 'One news article',
  description: 'The article with its HTML body; an unknown id answers 404.',
  params: { type: 'object', properties: { id: { type: 'string', description: 'The article id.' } }, required: ['id'] },
  response: {
    200: {
      type: 'object',
      properties: {
        data: {
          type: 'object',
          properties: { ...summaryFields, body: { type: 'string', description: 'The article as HTML.' } },
          required: [...summaryRequired, 'body'],
        },
      },
      required: ['data'],
    },
  },
});
