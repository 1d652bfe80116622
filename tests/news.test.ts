// News over HTTP (issue 16; 001 §2.6, §3, §5, §9): the lists differ by brand exactly as the rules say, the
// featured lists are the 5 most recent, one list failing upstream flags that list only, and an article the
// user's brand rules hide answers NOT_FOUND (two users swapping article ids).
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clearFaults, gql, passwordGrant, setFault } from './support.ts';

const LIST = 'type offered isErrorOccurred products articles { id publishedDate productTags tags } featured { id }';
const NEWS = `{ news { usersProducts productNews { ${LIST} } investmentNews { ${LIST} } investmentStrategy { ${LIST} } education { ${LIST} } } }`;
const ARTICLE = 'query($id: ID!) { newsArticle(id: $id) { id type title body productTags } }';

type List = { type: string; offered: boolean; isErrorOccurred: boolean; products: string[]; articles: { id: string; publishedDate: string }[]; featured: { id: string }[] };
type News = { usersProducts: string[]; productNews: List; investmentNews: List; investmentStrategy: List; education: List };

const tokens: Record<string, string> = {};
beforeAll(async () => {
  for (const user of ['wrap.adviser', 'wrap.only', 'grow.adviser', 'perpetual.adviser']) tokens[user] = (await passwordGrant(user)).access_token;
});
afterEach(clearFaults);

async function news(user: string): Promise<News> {
  const res = await gql(NEWS, {}, tokens[user]);
  expect(res.errors).toBeUndefined();
  return res.data.news as News;
}
const ids = (list: List) => list.articles.map((a) => a.id);

describe('news lists by brand (001 §5)', () => {
  it('mgl: product-tag matches; investment news needs bfs:investment-updates and never cash alone; strategy offered', async () => {
    const n = await news('wrap.adviser');
    expect(n.usersProducts).toEqual(['cash', 'trading', 'wrap', 'macquarieWrap', 'macquarieVision']);
    expect(ids(n.productNews)).toEqual([
      'pn-2026-cma-bpay-limits', 'pn-2026-wrap-model-menu', 'pn-2026-online-applications', 'pn-2026-vision-reporting',
      'pn-2026-maintenance', 'pn-2026-trading-brokerage', 'pn-2026-td-terms', 'pn-2026-wrap-series-ii',
    ]);
    expect(ids(n.investmentNews)).toEqual(['in-2026-rba-november', 'in-2026-global-equities', 'in-2026-fixed-income', 'in-2026-aus-equities', 'in-2026-property']);
    expect(n.investmentNews.products).not.toContain('cash');
    expect(n.productNews.products).toContain('cash');
    expect(n.investmentStrategy.offered).toBe(true);
    expect(ids(n.investmentStrategy)).toEqual(['is-2026-diversified-growth', 'is-2026-defensive-income']);
    expect(ids(n.education)).toEqual(['ed-2026-ttr-pensions', 'ed-2026-cash-flow', 'ed-2026-contribution-caps']);
  });

  it('mgl without cash sees no cash or trading news', async () => {
    const n = await news('wrap.only');
    expect(n.usersProducts).toEqual(['wrap', 'macquarieWrap']);
    expect(ids(n.productNews)).not.toContain('pn-2026-cma-bpay-limits');
    expect(ids(n.productNews)).not.toContain('pn-2026-trading-brokerage');
    expect(ids(n.education)).not.toContain('ed-2026-cash-flow');
  });

  it('oasis: product-filtered (no tag needed), no strategy, never dominion, fsp or matrix', async () => {
    const n = await news('grow.adviser');
    expect(n.usersProducts).toEqual(['wrap', 'growWrap', 'voyage']);
    expect(ids(n.productNews)).toEqual(['pn-2026-growwrap-funds', 'pn-2026-online-applications', 'pn-2026-maintenance', 'pn-2026-voyage-fees']);
    expect(ids(n.investmentNews)).toEqual(['in-2026-rba-november', 'in-2026-growwrap-menu', 'in-2026-voyage-fixed-income', 'in-2026-fixed-income', 'in-2026-aus-equities']);
    expect(n.investmentStrategy).toMatchObject({ offered: false, articles: [], featured: [], isErrorOccurred: false });
  });

  it('perpetual: every article, but none for excluded products only, and no strategy', async () => {
    const n = await news('perpetual.adviser');
    const productNews = ids(n.productNews);
    expect(productNews).toHaveLength(13);
    expect(productNews).toEqual(expect.arrayContaining(['pn-2026-cma-bpay-limits', 'pn-2026-growwrap-funds', 'pn-2026-mentor-menu']));
    expect(productNews).not.toContain('pn-2026-dominion-notice');
    expect(productNews).not.toContain('pn-2026-fsp-matrix-notice');
    expect(ids(n.investmentNews)).toHaveLength(8);
    expect(ids(n.investmentNews)).not.toContain('in-2026-cash-outlook');
    expect(ids(n.education)).toContain('ed-2026-estate-planning');
    expect(n.investmentStrategy.offered).toBe(false);
    expect(n.productNews.products).not.toEqual(expect.arrayContaining(['dominion']));
  });

  it('features the 5 most recent of each list, newest first', async () => {
    const n = await news('perpetual.adviser');
    for (const list of [n.productNews, n.investmentNews, n.education]) {
      const dates = list.articles.map((a) => a.publishedDate);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(list.featured.map((a) => a.id)).toEqual(ids(list).slice(0, 5));
    }
    expect(n.education.featured).toHaveLength(4);
  });
});

describe('errors per list', () => {
  it('one list failing upstream flags that list only', async () => {
    await setFault({ path: '/api/wealth/content/v1/news/investment-news/articles', status: 503, times: 50 });
    // The gateway caches answers for 2 s: ask until the fault is what answers.
    let n = await news('grow.adviser');
    await expect.poll(async () => (n = await news('grow.adviser')).investmentNews.isErrorOccurred, { timeout: 10_000, interval: 500 }).toBe(true);
    expect(n.investmentNews).toMatchObject({ isErrorOccurred: true, articles: [], featured: [] });
    expect(n.productNews.isErrorOccurred).toBe(false);
    expect(n.productNews.articles.length).toBeGreaterThan(0);
    expect(n.education.isErrorOccurred).toBe(false);
  });
});

describe('one article', () => {
  it('answers the body as the content system sent it (the portal sanitises it)', async () => {
    const res = await gql(ARTICLE, { id: 'pn-2026-maintenance' }, tokens['grow.adviser']);
    expect(res.errors).toBeUndefined();
    expect(res.data.newsArticle).toMatchObject({ id: 'pn-2026-maintenance', type: 'PRODUCT_NEWS' });
    expect(res.data.newsArticle.body).toContain('onerror');
  });

  it("answers NOT_FOUND for an article the user's brand rules hide, both ways round", async () => {
    const mglOnly = await gql(ARTICLE, { id: 'in-2026-global-equities' }, tokens['grow.adviser']);
    expect(mglOnly.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await gql(ARTICLE, { id: 'in-2026-global-equities' }, tokens['wrap.adviser'])).errors).toBeUndefined();
    const oasisOnly = await gql(ARTICLE, { id: 'pn-2026-growwrap-funds' }, tokens['wrap.adviser']);
    expect(oasisOnly.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await gql(ARTICLE, { id: 'pn-2026-growwrap-funds' }, tokens['grow.adviser'])).errors).toBeUndefined();
    const strategy = await gql(ARTICLE, { id: 'is-2026-diversified-growth' }, tokens['perpetual.adviser']);
    expect(strategy.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const unknown = await gql(ARTICLE, { id: 'no-such-article' }, tokens['wrap.adviser']);
    expect(unknown.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('needs a sign-in', async () => {
    const res = await gql(NEWS);
    expect(res.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});
