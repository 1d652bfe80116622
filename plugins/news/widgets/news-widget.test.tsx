// The News card and a list page with the gateway's answer mocked at the Apollo link: the featured lists of the
// offered lists only, one list's error state beside the others, and the product and month filters.
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { t } from '@kit/copy';
import { RouteHrefContext } from '@kit/route-link';
import { GET_NEWS } from '../api/news';
import { NewsListView } from '../components/news-list-view';
import NewsWidget from './news-widget';

const article = (id: string, publishedDate: string, productTags: string[], type = 'PRODUCT_NEWS') => ({
  __typename: 'NewsArticleSummary', id, type, title: `Title ${id}`, summary: `Summary ${id}`, publishedDate, productTags,
});
const list = (type: string, articles: ReturnType<typeof article>[], extra: Record<string, unknown> = {}) => ({
  __typename: 'NewsList', type, offered: true, isErrorOccurred: false, products: [...new Set(articles.flatMap((a) => a.productTags))],
  articles, featured: articles.slice(0, 5), ...extra,
});
const PRODUCT = ['a1', 'a2', 'a3', 'a4', 'a5', 'a6'].map((id, i) => article(id, `2026-1${i < 3 ? 1 : 0}-0${i + 1}`, i === 5 ? ['cash', 'trading'] : i % 2 ? ['cash'] : ['wrap']));

function setup(ui: React.ReactNode, news: Record<string, unknown>) {
  const mocks = [{ request: { query: GET_NEWS }, maxUsageCount: Number.POSITIVE_INFINITY, result: { data: { news: { __typename: 'News', usersProducts: ['cash', 'wrap'], ...news } } } }];
  render(
    <MockedProvider mocks={mocks}>
      <RouteHrefContext.Provider value={() => null}>{ui}</RouteHrefContext.Provider>
    </MockedProvider>,
  );
}

const NEWS = {
  productNews: list('PRODUCT_NEWS', PRODUCT),
  investmentNews: list('INVESTMENT_NEWS', [], { isErrorOccurred: true }),
  investmentStrategy: list('INVESTMENT_STRATEGY', [], { offered: false }),
  education: list('EDUCATION', []),
};

describe('the News card', () => {
  it('shows the featured 5 of each offered list, an error for the failed list only, and hides a list not offered', async () => {
    setup(<NewsWidget />, NEWS);
    const product = await screen.findByTestId('news-widget-productNews');
    expect(within(product).getAllByRole('listitem')).toHaveLength(5);
    expect(within(product).queryByText('Title a6')).toBeNull();
    expect(within(screen.getByTestId('news-widget-investmentNews')).getByRole('alert').textContent).toContain(t('news.error.investmentNews'));
    expect(within(screen.getByTestId('news-widget-education')).getByText(t('news.empty'))).toBeTruthy();
    expect(screen.queryByTestId('news-widget-investmentStrategy')).toBeNull();
  });
});

describe('a list page', () => {
  it('filters by product and published month, and clears', async () => {
    const user = userEvent.setup();
    setup(<NewsListView list="productNews" page="product" />, NEWS);
    expect(await screen.findByText('Title a6')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(6);
    await user.selectOptions(screen.getByLabelText(t('news.filter.product')), 'cash');
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Title a2', 'Title a4', 'Title a6']);
    await user.selectOptions(screen.getByLabelText(t('news.filter.published')), '2026-11');
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Title a2']);
    expect(screen.getByText(t('news.filter.count', { count: 1, total: 6 }))).toBeTruthy();
    await user.selectOptions(screen.getByLabelText(t('news.filter.product')), 'trading');
    expect(screen.getByText(t('news.empty.filtered'))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: t('news.filter.clear') }));
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(6);
  });

  it('shows the list error state when its list failed', async () => {
    setup(<NewsListView list="investmentNews" page="investment" />, NEWS);
    expect((await screen.findByRole('alert')).textContent).toContain(t('news.error.investmentNews'));
  });
});
