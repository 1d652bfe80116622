// The News card on the dashboard (001 §2.6, §9): the featured lists, the 5 most recent of each list the user's
// brand is offered, each with its own error state, linking to the list pages and the articles.
import { useQuery } from '@apollo/client/react';
import { t } from '@kit/copy';
import type { NewsListFieldsFragment } from '@kit/gql/graphql';
import { RouteLink } from '@kit/route-link';
import { GET_NEWS } from '../api/news';
import { PublishedDate } from '../components/article-meta';
import { ARTICLE_ROUTE, LIST_KEYS, LIST_ROUTE, listError, listTitle, viewAll, type NewsListKey } from '../lib/lists';
import { WidgetFrame, layout } from '@kit/layout';
import styles from '../news.module.css';

function Featured({ list, data }: { list: NewsListKey; data: NewsListFieldsFragment }) {
  const id = `news-widget-${list}`;
  return (
    <section className={layout.column} aria-labelledby={id} data-testid={id}>
      <h3 id={id} className={layout.columnTitle}>
        {t(listTitle(list))}
      </h3>
      {data.isErrorOccurred ? (
        <p className={`${layout.notice} ${layout.noticeError}`} role="alert">
          {t(listError(list))}
        </p>
      ) : data.featured.length === 0 ? (
        <p className={layout.empty}>{t('news.empty')}</p>
      ) : (
        <ul className={layout.list} aria-labelledby={id}>
          {data.featured.map((article) => (
            <li key={article.id} className={styles.featuredItem} data-article-id={article.id}>
              <RouteLink to={ARTICLE_ROUTE[list]} params={{ articleId: article.id }} className={styles.featuredLink}>
                {article.title}
              </RouteLink>
              <PublishedDate date={article.publishedDate} />
            </li>
          ))}
        </ul>
      )}
      {!data.isErrorOccurred && data.articles.length > 0 && (
        <RouteLink to={LIST_ROUTE[list]} className={styles.viewAll}>
          {t(viewAll(list))}
        </RouteLink>
      )}
    </section>
  );
}

export default function NewsWidget() {
  const { data, loading, error, refetch } = useQuery(GET_NEWS);
  return (
    <WidgetFrame
      id="news-widget-title"
      title={t('news.widget.title')}
      data={data?.news}
      loading={loading}
      error={error}
      loadingLabel={t('news.widget.loading')}
      errorMessage={t('news.error.all')}
      refetch={refetch}
    >
      {(news) => (
        <div className={layout.columns}>
          {LIST_KEYS.filter((list) => news[list].offered).map((list) => (
            <Featured key={list} list={list} data={news[list]} />
          ))}
        </div>
      )}
    </WidgetFrame>
  );
}
