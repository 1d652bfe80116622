// A news list page (001 §2.6, §3 News state): the content-type tabs of its page (product news and education;
// investment news and, for the main brand, investment strategy), the product and published-month filters,
// and the articles newest first. Its own error state; loading and empty states.
import { useQuery } from '@apollo/client/react';
import { ErrorState } from '@kit/error-state';
import { Button } from '@kit/button';
import { t } from '@kit/copy';
import { SelectField } from '@kit/form/select-field';
import { RouteLink } from '@kit/route-link';
import { useId, useMemo, useState } from 'react';
import { GET_NEWS } from '../api/news';
import { filterArticles, formatMonth, NO_FILTERS, publishedMonths, type NewsFilters } from '../lib/filters';
import { ARTICLE_ROUTE, LIST_ROUTE, listError, listTitle, productLabelKey, type NewsListKey } from '../lib/lists';
import { HeadingBlock, QueryStates, layout } from '@kit/layout';
import styles from '../news.module.css';
import { ProductLabels, PublishedDate } from './article-meta';

const PAGE_TABS: Record<'product' | 'investment', readonly NewsListKey[]> = {
  product: ['productNews', 'education'],
  investment: ['investmentNews', 'investmentStrategy'],
};

export function NewsListView({ list, page }: { list: NewsListKey; page: 'product' | 'investment' }) {
  const { data, loading, error, refetch } = useQuery(GET_NEWS);
  const [filters, setFilters] = useState<NewsFilters>(NO_FILTERS);
  const ids = useId();
  const news = data?.news;
  const current = news?.[list];
  const months = useMemo(() => publishedMonths(current?.articles ?? []), [current]);
  const shown = useMemo(() => filterArticles(current?.articles ?? [], filters), [current, filters]);
  const tabs = PAGE_TABS[page].filter((key) => !news || news[key].offered);
  const filtered = filters.product !== '' || filters.month !== '';

  return (
    <div className={`${layout.page} ${styles.page}`}>
      <HeadingBlock level={1} title={t(page === 'product' ? 'news.page.productNews.title' : 'news.page.investmentNews.title')} intro={t('news.page.intro')} />
      {tabs.length > 1 && (
        <nav aria-label={t('news.tabs.label')} className={styles.tabs}>
          {tabs.map((key) => (
            <RouteLink key={key} to={LIST_ROUTE[key]} exact className={styles.tab}>
              {t(listTitle(key))}
            </RouteLink>
          ))}
        </nav>
      )}
      <QueryStates data={current} loading={loading} error={error} loadingLabel={t('news.widget.loading')} errorMessage={t('news.error.all')} refetch={refetch}>
        {(current) =>
          !current.offered ? (
            <p className={layout.empty}>{t('news.empty')}</p>
          ) : current.isErrorOccurred ? (
            <ErrorState message={t(listError(list))} onRetry={() => void refetch().catch(() => undefined)} />
          ) : (
            <section aria-labelledby={`${ids}-title`} className={layout.section}>
              <h2 id={`${ids}-title`} className={layout.sectionTitle}>
                {t(listTitle(list))}
              </h2>
              {current.articles.length > 0 && (
                <div className={layout.fieldRow} role="group" aria-label={t(listTitle(list))}>
                  <SelectField
                    label={t('news.filter.product')}
                    value={filters.product}
                    onChange={(product) => setFilters({ ...filters, product })}
                    any={t('news.filter.allProducts')}
                    options={current.products.flatMap((product) => {
                      const key = productLabelKey(product);
                      return key ? [{ value: product, label: t(key) }] : [];
                    })}
                    selectClassName={styles.select}
                  />
                  <SelectField
                    label={t('news.filter.published')}
                    value={filters.month}
                    onChange={(month) => setFilters({ ...filters, month })}
                    any={t('news.filter.anyDate')}
                    options={months.map((month) => ({ value: month, label: formatMonth(month) }))}
                    selectClassName={styles.select}
                  />
                  {filtered && (
                    <Button variant="secondary" onClick={() => setFilters(NO_FILTERS)}>
                      {t('news.filter.clear')}
                    </Button>
                  )}
                  <p className={styles.count} role="status" aria-live="polite">
                    {t('news.filter.count', { count: shown.length, total: current.articles.length })}
                  </p>
                </div>
              )}
              {shown.length === 0 ? (
                <p className={layout.empty}>{t(filtered ? 'news.empty.filtered' : 'news.empty')}</p>
              ) : (
                <ul className={layout.list}>
                  {shown.map((article) => (
                    <li key={article.id} className={styles.articleItem} data-article-id={article.id}>
                      <h3 className={styles.articleTitle}>
                        <RouteLink to={ARTICLE_ROUTE[list]} params={{ articleId: article.id }}>
                          {article.title}
                        </RouteLink>
                      </h3>
                      <p className={styles.summary}>{article.summary}</p>
                      <div className={styles.meta}>
                        <PublishedDate date={article.publishedDate} />
                        <ProductLabels products={article.productTags} />
                      </div>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          )
        }
      </QueryStates>
    </div>
  );
}
