// The four lists: their copy, their list page and article route (001 §2.6).
import type { CopyKey } from '@kit/copy';

export type NewsListKey = 'productNews' | 'investmentNews' | 'investmentStrategy' | 'education';
export const LIST_KEYS: readonly NewsListKey[] = ['productNews', 'investmentNews', 'investmentStrategy', 'education'];

export const LIST_ROUTE = {
  productNews: 'news.product-news',
  education: 'news.education',
  investmentNews: 'news.investment-news',
  investmentStrategy: 'news.investment-strategy',
} as const satisfies Record<NewsListKey, string>;

export const ARTICLE_ROUTE = {
  productNews: 'news.product-article',
  education: 'news.product-article',
  investmentNews: 'news.investment-article',
  investmentStrategy: 'news.investment-article',
} as const satisfies Record<NewsListKey, string>;

export const listTitle = (list: NewsListKey): CopyKey => `news.list.${list}`;
export const listError = (list: NewsListKey): CopyKey => `news.error.${list}`;
export const viewAll = (list: NewsListKey): CopyKey => `news.viewAll.${list}`;

/** The list a NewsType (PRODUCT_NEWS, ...) belongs to. */
export function listOfType(type: string): NewsListKey {
  const key = type.toLowerCase().replace(/_(\w)/g, (_, c: string) => c.toUpperCase());
  return (LIST_KEYS as readonly string[]).includes(key) ? (key as NewsListKey) : 'productNews';
}

const PRODUCT_LABELS = new Set([
  'cash', 'trading', 'wrap', 'macquarieWrap', 'macquarieVision', 'growWrap', 'dominion', 'fsp', 'matrix', 'mentor',
  'voyage', 'wealthtrac', 'portfolioOne',
]);

/** The copy key of a product key's label; undefined for a key the catalogue does not know. */
export const productLabelKey = (product: string): CopyKey | undefined => (PRODUCT_LABELS.has(product) ? (`news.product.${product}` as CopyKey) : undefined);
