import { describe, expect, it } from 'vitest';
import { filterArticles, formatMonth, NO_FILTERS, publishedMonths } from './filters';

const articles = [
  { id: 'a', productTags: ['cash'], publishedDate: '2026-11-20' },
  { id: 'b', productTags: ['wrap', 'macquarieWrap'], publishedDate: '2026-11-02' },
  { id: 'c', productTags: ['wrap'], publishedDate: '2026-10-15' },
  { id: 'd', productTags: [], publishedDate: '2026-09-01' },
];

describe('news filters', () => {
  it('filter by product and published month together', () => {
    expect(filterArticles(articles, NO_FILTERS).map((a) => a.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(filterArticles(articles, { product: 'wrap', month: '' }).map((a) => a.id)).toEqual(['b', 'c']);
    expect(filterArticles(articles, { product: '', month: '2026-11' }).map((a) => a.id)).toEqual(['a', 'b']);
    expect(filterArticles(articles, { product: 'wrap', month: '2026-11' }).map((a) => a.id)).toEqual(['b']);
    expect(filterArticles(articles, { product: 'cash', month: '2026-10' })).toEqual([]);
  });

  it('offer the published months newest first, named in full', () => {
    expect(publishedMonths(articles)).toEqual(['2026-11', '2026-10', '2026-09']);
    expect(formatMonth('2026-11')).toBe('November 2026');
  });
});
