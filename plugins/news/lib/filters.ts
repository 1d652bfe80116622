// The list pages' filters (News state selectedProduct, selectedPublishedDates): a product key and a published
// month (yyyy-MM). Both apply together; an empty value means any.
export interface FilterableArticle {
  productTags: readonly string[];
  publishedDate: string;
}

export interface NewsFilters {
  product: string;
  month: string;
}

export const NO_FILTERS: NewsFilters = { product: '', month: '' };

export const monthOf = (publishedDate: string) => publishedDate.slice(0, 7);

/** The months articles were published in, newest first (the Published filter's options). */
export function publishedMonths(articles: readonly FilterableArticle[]): string[] {
  return [...new Set(articles.map((a) => monthOf(a.publishedDate)))].filter((m) => /^\d{4}-\d{2}$/.test(m)).sort().reverse();
}

export function filterArticles<T extends FilterableArticle>(articles: readonly T[], filters: NewsFilters): T[] {
  return articles.filter(
    (a) => (!filters.product || a.productTags.includes(filters.product)) && (!filters.month || monthOf(a.publishedDate) === filters.month),
  );
}

const monthName = new Intl.DateTimeFormat('en-AU', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** yyyy-MM as 'November 2026'. */
export function formatMonth(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return monthName.format(new Date(Date.UTC(y, m - 1, 1)));
}
