// The brand rules for news (001 §5, §9): which articles of each list the signed-in user sees.
//  - The user's product keys (001 §3) come from the products and child badges held; dominion, fsp and matrix
//    never count, and cash does not count for the investment lists ("excluded from the investment menu").
//  - mgl: an article shows when one of its product tags is one of the user's products; the investment news
//    list also needs the tag bfs:investment-updates. oasis: the same product filter, no tag needed.
//    perpetual: every article. Investment strategy is offered to mgl only.
//  - An article whose product tags are all excluded (a Dominion-only notice, cash-only investment news) shows
//    to no one: excluded products are out of the menu for every brand.
//  - Featured: the 5 most recent (001 §9).
import { currentProducts, type RawUserAccess } from '../../rules/product-access.js';

export type NewsListKey = 'productNews' | 'investmentNews' | 'investmentStrategy' | 'education';
export type Brand = 'mgl' | 'oasis' | 'perpetual';

export const FEATURED_COUNT = 5;
export const INVESTMENT_UPDATES_TAG = 'bfs:investment-updates';
export const EXCLUDED_PRODUCTS: ReadonlySet<string> = new Set(['dominion', 'fsp', 'matrix']);
const INVESTMENT_LISTS: ReadonlySet<NewsListKey> = new Set(['investmentNews', 'investmentStrategy']);

/** The product keys in the order of 001 §3 (the order of the product filter). */
export const PRODUCT_KEYS = [
  'cash', 'trading', 'wrap', 'macquarieWrap', 'macquarieVision', 'growWrap', 'dominion', 'fsp', 'matrix',
  'mentor', 'voyage', 'wealthtrac', 'portfolioOne',
] as const;

const BADGE_PRODUCTS: Readonly<Record<string, string>> = {
  MacquarieWrap: 'macquarieWrap',
  Vision: 'macquarieVision',
  GrowWrap: 'growWrap',
  Voyage: 'voyage',
  Dominion: 'dominion',
  FSP: 'fsp',
  Matrix: 'matrix',
  Mentor: 'mentor',
  Wealthtrac: 'wealthtrac',
  PortfolioOne: 'portfolioOne',
};

const order = (keys: Iterable<string>) => {
  const set = new Set(keys);
  return PRODUCT_KEYS.filter((k) => set.has(k)) as string[];
};

/**
 * The user's product keys (News state usersProducts), excluded products removed. Cash is held when the
 * current brand's products include Cash; online trading sits with the main brand's bank products, so a
 * main-brand Cash holder also has trading; wrap when Wrap or Vision is held; the platform keys from the
 * child badges.
 */
export function usersProducts(user: RawUserAccess): string[] {
  const held = currentProducts(user);
  const keys: string[] = [];
  if (held.includes('Cash')) keys.push('cash', ...(user.brand === 'mgl' ? ['trading'] : []));
  if (held.includes('Wrap') || held.includes('Vision')) keys.push('wrap');
  for (const badge of [user.childBadge, ...user.badges]) if (BADGE_PRODUCTS[badge]) keys.push(BADGE_PRODUCTS[badge]);
  return order(keys.filter((k) => !EXCLUDED_PRODUCTS.has(k)));
}

const excludedFor = (list: NewsListKey) => (product: string) => EXCLUDED_PRODUCTS.has(product) || (INVESTMENT_LISTS.has(list) && product === 'cash');

/** Whether the list is offered to the brand at all: investment strategy is mgl's only. */
export const listOffered = (brand: string, list: NewsListKey) => list !== 'investmentStrategy' || brand === 'mgl';

export interface TaggedArticle {
  productTags: readonly string[];
  tags: readonly string[];
  publishedDate: string;
}

/** Whether the user (brand, product keys) sees the article in the list. */
export function visible(brand: string, products: readonly string[], list: NewsListKey, article: TaggedArticle): boolean {
  if (!listOffered(brand, list)) return false;
  const excluded = excludedFor(list);
  if (article.productTags.length > 0 && article.productTags.every(excluded)) return false;
  if (brand === 'perpetual') return true;
  const matches = article.productTags.some((tag) => !excluded(tag) && products.includes(tag));
  if (brand === 'mgl' && list === 'investmentNews') return matches && article.tags.includes(INVESTMENT_UPDATES_TAG);
  return matches;
}

/** The list's product filter: the product keys tagged on its visible articles, excluded ones left out. */
export function productMenu(list: NewsListKey, articles: readonly TaggedArticle[]): string[] {
  const excluded = excludedFor(list);
  return order(articles.flatMap((a) => a.productTags).filter((p) => !excluded(p)));
}

/** Newest first (yyyy-MM-dd sorts as text); ties keep the upstream's order. */
export const newestFirst = <T extends { publishedDate: string }>(articles: readonly T[]): T[] =>
  articles.map((a, i) => ({ a, i })).sort((x, y) => y.a.publishedDate.localeCompare(x.a.publishedDate) || x.i - y.i).map(({ a }) => a);

export const featured = <T extends { publishedDate: string }>(articles: readonly T[]): T[] => newestFirst(articles).slice(0, FEATURED_COUNT);

export const LIST_TYPES: Readonly<Record<NewsListKey, 'product-news' | 'investment-news' | 'investment-strategy' | 'education'>> = {
  productNews: 'product-news',
  investmentNews: 'investment-news',
  investmentStrategy: 'investment-strategy',
  education: 'education',
};

export const listOfType = (type: string): NewsListKey | undefined =>
  (Object.keys(LIST_TYPES) as NewsListKey[]).find((key) => LIST_TYPES[key] === type);
